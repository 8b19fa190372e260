"""Sailing the Summer Sea (08040, JtO, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Sailing the Summer Sea: an additional [power] challenge; no [military] or [intrigue]
    Script(
        "08040",
        constants=(
            constants.for_controller("challenges", "power"),
            constants.for_controller("cannot", "initiate:military"),
            constants.for_controller("cannot", "initiate:intrigue"),
        ),
    ),
)
