"""Longclaw (01135, Core, thenightswatch attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Longclaw: "+1 STR and gains renown" (the faction restriction is the framework's)
    Script(
        "01135",
        constants=(
            constants.on_attached("str", value=1),
            constants.on_attached("keyword", "renown"),
        ),
    ),
)
