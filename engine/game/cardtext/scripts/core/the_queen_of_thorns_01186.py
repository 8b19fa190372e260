"""The Queen of Thorns (01186, Core, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # The Queen of Thorns: win [intrigue] with her, put a [tyrell] character into play
    Script(
        "01186",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge with her, put a Tyrell character into play",
                effects.on_targets("put_into_play"),
                trigger=on.won_challenge("intrigue", self_participating=True),
                targets=(
                    choose(
                        card_test(
                            type="character",
                            faction="tyrell",
                            controller="you",
                            max_printed_cost=6,
                            zone="hand",
                        ),
                        "a Tyrell character with printed cost 6 or lower in your hand",
                    ),
                ),
            ),
        ),
    ),
)
