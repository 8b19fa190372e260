"""Drogon (01161, Core, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _STORMBORN_YOURS
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Drogon: your Stormborn characters gain renown
    Script("01161", constants=(constants.on_each("keyword", _STORMBORN_YOURS, "renown"),)),
)
