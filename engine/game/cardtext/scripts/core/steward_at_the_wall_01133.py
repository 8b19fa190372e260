"""Steward at the Wall (01133, Core, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import NIGHTS_WATCH
from engine.game.cardtext.vocab import (
    Script,
)
from engine.game.cardtext.vocab.abilities import kneel_to_reduce

register(
    # Steward at the Wall: kneel to reduce the next [thenightswatch] character by 1
    Script(
        "01133",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Night's Watch character by 1",
                f"character:{NIGHTS_WATCH}",
            ),
        ),
    ),
)
