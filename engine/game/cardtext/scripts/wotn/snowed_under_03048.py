"""Snowed Under (03048, WotN, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Snowed Under: "Treat the base initiative value on each revealed plot card as if it
    # were 0" (the modifiers still apply)
    Script("03048", constants=(constants.for_each_player("plot_base", "initiative", value=0),)),
)
