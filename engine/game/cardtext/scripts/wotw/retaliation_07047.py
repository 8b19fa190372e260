"""Retaliation (07047, WotW, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Retaliation: if you win initiative, you must choose an opponent as the first player
    Script("07047", constants=(constants.for_controller("cannot", "first_player"),)),
)
