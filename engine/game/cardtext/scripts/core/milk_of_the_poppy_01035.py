"""Milk of the Poppy (01035, Core, neutral attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Milk of the Poppy: attached character's printed text box is blank (terminal: framework)
    Script("01035", constants=(constants.on_attached("blank"),)),
)
