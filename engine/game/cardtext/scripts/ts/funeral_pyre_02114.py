"""Funeral Pyre (02114, TS, targaryen event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects, triggers
from engine.game.cardtext.vocab.cards import card_test

register(
    # Funeral Pyre: after a Lord or Lady character is killed, kneel your faction card "to
    # draw 3 cards"
    Script(
        "02114",
        abilities=(
            Ability(
                "reaction",
                "after a Lord or Lady character is killed, kneel your faction card to draw 3",
                effects.draw(3),
                trigger=triggers.card_happened(
                    "killed", card_test(type="character", traits=("Lord", "Lady"), zone="dead")
                ),
                costs=(costs.kneel_faction(),),
            ),
        ),
    ),
)
