"""Ygritte (06017, AMAF, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Ygritte: card effects cannot kneel her; stealth while you control another Wildling
    Script(
        "06017",
        constants=(
            constants.on_self("cannot", "kneel_by_effects"),
            constants.on_self("keyword", "stealth", when=constants.controls_another("Wildling")),
        ),
    ),
)
