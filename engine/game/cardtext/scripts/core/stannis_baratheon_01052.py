"""Stannis Baratheon (01052, Core, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Stannis Baratheon: "cannot stand more than 2 characters during the standing phase"
    Script("01052", constants=(constants.for_each_player("stand_cap", value=2),)),
)
