"""Winterfell Steward (01152, Core, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
)
from engine.game.cardtext.vocab.abilities import kneel_to_reduce

register(
    # Winterfell Steward: kneel to reduce the next [stark] character by 1
    Script(
        "01152",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Stark character by 1", "character:stark"
            ),
        ),
    ),
)
