"""Frozen Expanse (07052, WotW, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
)

register(
    # Frozen Expanse: "Each character with STR 2 or lower cannot stand"
    Script(
        "07052",
        constants=(constants.on_each("cannot", card_test(type="character", max_str=2), "stand"),),
    ),
)
