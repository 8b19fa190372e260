"""Elinor Tyrell (06043, TFoA, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Elinor Tyrell: 1 additional limited card each round
    Script("06043", constants=(constants.for_controller("limited"),)),
)
