"""Fallen from Favor (03047, WotN, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, effects

register(
    # Fallen from Favor: "Sacrifice a character you control"
    Script(
        "03047",
        abilities=(
            Ability(
                "when_revealed",
                "sacrifice a character you control",
                effects.on_targets("sacrifice"),
                targets=(
                    choose(
                        card_test(type="character", controller="you"), "a character you control"
                    ),
                ),
            ),
        ),
    ),
)
