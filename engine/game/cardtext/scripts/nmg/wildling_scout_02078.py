"""Wildling Scout (02078, NMG, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
    effects,
)

register(
    # Wildling Scout: sacrifice it: a character gains stealth until the end of the phase
    Script(
        "02078",
        abilities=(
            Ability(
                "action",
                "sacrifice Wildling Scout: a character gains stealth until the end of the phase",
                effects.on_targets("keyword", keyword="stealth", until="phase"),
                costs=(costs.sacrifice_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
)
