"""Shaggydog (03014, WotN, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Shaggydog: with Rickon Stark, +2 STR and a [military] icon
    Script(
        "03014",
        constants=(
            constants.on_self("str", value=2, when=constants.controls_named("Rickon Stark")),
            constants.on_self("icon", "military", when=constants.controls_named("Rickon Stark")),
        ),
    ),
)
