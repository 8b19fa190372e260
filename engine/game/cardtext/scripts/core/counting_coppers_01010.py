"""Counting Coppers (01010, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)

register(
    # Counting Coppers: "Draw 3 cards."
    Script("01010", abilities=(Ability("when_revealed", "draw 3 cards", effects.draw(3)),)),
)
