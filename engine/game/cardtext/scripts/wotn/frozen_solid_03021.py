"""Frozen Solid (03021, WotN, stark attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Frozen Solid: attached location's printed text box is blank (its restriction and
    # terminal: the framework)
    Script("03021", constants=(constants.on_attached("blank"),)),
)
