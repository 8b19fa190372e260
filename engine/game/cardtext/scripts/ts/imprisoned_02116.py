"""Imprisoned (02116, TS, martell attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    # Imprisoned: attached character "loses a [military] icon" (the restriction: framework)
    Script("02116", constants=(constants.on_attached("icon", "military", value=-1),)),
)
