"""Khal Drogo (01162, Core, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Khal Drogo: an additional [military] challenge (renown: the framework)
    Script("01162", constants=(constants.for_controller("challenges", "military"),)),
)
