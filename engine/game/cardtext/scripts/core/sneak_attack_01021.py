"""Sneak Attack (01021, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Sneak Attack: "not ... more than 1 challenge"
    Script("01021", constants=(constants.for_controller("challenge_cap", value=1),)),
)
