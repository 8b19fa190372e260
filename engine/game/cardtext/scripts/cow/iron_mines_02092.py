"""Iron Mines (02092, CoW, greyjoy location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, costs, effects

register(
    # Iron Mines: "When a character would be killed", sacrifice it to save that character
    Script(
        "02092",
        abilities=(
            Ability(
                "interrupt",
                "when a character would be killed, sacrifice Iron Mines to save it",
                effects.on_targets("save"),
                costs=(costs.sacrifice_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
                would=("killed",),
            ),
        ),
    ),
)
