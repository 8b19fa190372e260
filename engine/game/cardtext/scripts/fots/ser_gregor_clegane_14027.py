"""Ser Gregor Clegane (14027, FotS, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
    triggers,
)

_YOUR_CHARACTER = card_test(type="character", controller="you")


register(
    # 14027 Ser Gregor Clegane: forced, after you win a challenge he takes part in, kill a
    # character you control (intimidate, pillage: framework)
    Script(
        "14027",
        abilities=(
            Ability(
                "forced",
                "after you win a challenge in which Ser Gregor Clegane is participating, kill "
                "a character you control",
                effects.on_targets("kill"),
                trigger=triggers.won_challenge(self_participating=True),
                targets=(choose(_YOUR_CHARACTER, "a character you control"),),
            ),
        ),
    ),
)
