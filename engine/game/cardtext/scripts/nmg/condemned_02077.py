"""Condemned (02077, NMG, martell attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    # Condemned: "Attached character loses a [power] icon" (Opponent's character only:
    # framework)
    Script("02077", constants=(constants.on_attached("icon", "power", value=-1),)),
)
