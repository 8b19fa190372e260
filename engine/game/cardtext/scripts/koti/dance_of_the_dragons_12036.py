""" "Dance of the Dragons" (12036, KotI, targaryen event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, effects

# "a non-event card with printed cost 3 or lower in your discard pile"
_CHEAP_NON_EVENT = card_test(
    type=("character", "location", "attachment"),
    controller="you",
    zone="discard",
    max_printed_cost=3,
)


register(
    # "Dance of the Dragons": a non-event card of printed cost 3 or lower from your discard
    # pile back to your hand
    Script(
        "12036",
        abilities=(
            Ability(
                "action",
                "return a non-event card with printed cost 3 or lower from your discard "
                "pile to your hand",
                effects.on_targets("return_to_hand"),
                targets=(
                    choose(
                        _CHEAP_NON_EVENT,
                        "a non-event card with printed cost 3 or lower in your discard pile",
                    ),
                ),
            ),
        ),
    ),
)
