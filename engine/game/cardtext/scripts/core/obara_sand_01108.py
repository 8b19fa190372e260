"""Obara Sand (01108, Core, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Obara Sand: may defend [power] challenges while kneeling
    Script("01108", constants=(constants.on_self("defend_kneeling", "power"),)),
)
