"""Ser Ilyn Payne (02109, TS, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects
from engine.game.cardtext.vocab.cards import card_test, choose

register(
    # Ser Ilyn Payne: kneel him "to choose and kill a character with printed cost 3 or lower"
    Script(
        "02109",
        abilities=(
            Ability(
                "action",
                "kneel Ser Ilyn Payne to kill a character with printed cost 3 or lower",
                effects.on_targets("kill"),
                phase="marshaling",
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="character", max_printed_cost=3),
                        "a character with printed cost 3 or lower",
                    ),
                ),
            ),
        ),
    ),
)
