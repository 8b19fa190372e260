"""Casterly Rock (01097, Core, lannister location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Casterly Rock: "an additional [intrigue] challenge"
    Script("01097", constants=(constants.for_controller("challenges", "intrigue"),)),
)
