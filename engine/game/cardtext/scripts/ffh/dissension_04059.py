"""Dissension (04059, FFH, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)

_ALLY = card_test(type="character", traits=("Ally",))


register(
    # Dissension: "Choose an Ally character, and discard it from play"
    Script(
        "04059",
        abilities=(
            Ability(
                "action",
                "discard an Ally character from play",
                effects.on_targets("discard"),
                phase="marshaling",
                targets=(choose(_ALLY, "an Ally character"),),
            ),
        ),
    ),
)
