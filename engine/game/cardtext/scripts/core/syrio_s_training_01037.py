"""Syrio's Training (01037, Core, neutral attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _icon_attachment

register(
    _icon_attachment("01037", "military"),  # Syrio's Training
)
