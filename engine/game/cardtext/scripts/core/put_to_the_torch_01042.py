"""Put to the Torch (01042, Core, neutral event)."""

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
    # Put to the Torch: won [military] by 5 as the attacker, discard a location of the loser
    Script(
        "01042",
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge by 5 as the attacker, discard a location",
                effects.on_targets("discard"),
                trigger=_WON_MILITARY_BY_5_ATTACKING,
                targets=(
                    of_losing_opponent(
                        card_test(type="location"), "a location controlled by the losing opponent"
                    ),
                ),
                limit=_MAX_1_PER_CHALLENGE,
            ),
        ),
    ),
)
