"""Littlefinger's Meddling (05049, LoCR, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    # Littlefinger's Meddling: "Reduce the cost of each event you play by 2"
    Script("05049", constants=(constants.for_controller("cost", "event", -2),)),
)
