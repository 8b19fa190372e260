"""Appointed (05043, LoCR, neutral attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Appointed: unique character only (framework); attached character gains an [intrigue]
    # icon and the Small Council trait
    Script(
        "05043",
        constants=(
            constants.on_attached("icon", "intrigue"),
            constants.on_attached("trait", "Small Council"),
        ),
    ),
)
