"""Viserion (01166, Core, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _STORMBORN_YOURS
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Viserion: your Stormborn characters gain stealth
    Script("01166", constants=(constants.on_each("keyword", _STORMBORN_YOURS, "stealth"),)),
)
