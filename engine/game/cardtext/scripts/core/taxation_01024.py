"""Taxation (01024, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Taxation: "1 additional limited card this round"
    Script("01024", constants=(constants.for_controller("limited", value=1),)),
)
