"""Orphan of the Greenblood (06035, GtR, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, effects
from engine.game.cardtext.vocab.bestow import bestow, discard_gold_self

_ANOTHER_OF_YOURS = choose(
    card_test(type="character", controller="you", other=True), "another character you control"
)


register(
    # Orphan of the Greenblood: bestow (3); discard 1 gold from it to return another
    # character you control to its owner's hand
    Script(
        "06035",
        abilities=(
            bestow(3),
            Ability(
                "action",
                "discard 1 gold from Orphan of the Greenblood: return another character you "
                "control to its owner's hand",
                effects.on_targets("return_to_hand"),
                costs=(discard_gold_self(),),
                targets=(_ANOTHER_OF_YOURS,),
            ),
        ),
    ),
)
