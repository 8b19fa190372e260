"""Reckless (12043, KotI, neutral attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Reckless: terminal (framework); attached character must attack and defend, if able
    Script(
        "12043",
        constants=(
            constants.on_attached("must", "attack"),
            constants.on_attached("must", "defend"),
        ),
    ),
)
