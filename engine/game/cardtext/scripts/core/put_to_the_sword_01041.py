"""Put to the Sword (01041, Core, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import (
    _MAX_1_PER_CHALLENGE,
    _WON_MILITARY_BY_5_ATTACKING,
    of_losing_opponent,
)
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    effects,
)

register(
    # Put to the Sword: won [military] by 5 as the attacker, kill a character of the loser
    Script(
        "01041",
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge by 5 as the attacker, kill a character",
                effects.on_targets("kill"),
                trigger=_WON_MILITARY_BY_5_ATTACKING,
                targets=(
                    of_losing_opponent(
                        card_test(type="character"), "a character controlled by the losing opponent"
                    ),
                ),
                limit=_MAX_1_PER_CHALLENGE,
            ),
        ),
    ),
)
