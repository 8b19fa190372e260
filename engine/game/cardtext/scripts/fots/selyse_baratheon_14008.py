"""Selyse Baratheon (14008, FotS, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Selyse Baratheon: each R'hllor attachment you marshal costs 3 less
    Script(
        "14008",
        constants=(constants.for_controller("cost", "attachment@R'hllor", value=-3),),
    ),
)
