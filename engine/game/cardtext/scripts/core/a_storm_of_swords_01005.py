"""A Storm of Swords (01005, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # A Storm of Swords: "an additional [military] challenge"
    Script("01005", constants=(constants.for_controller("challenges", "military"),)),
)
