"""Greenblood Trader (01112, Core, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _look_at_top_2
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Greenblood Trader: after it enters play, look at the top 2 cards: up to 1 to hand
    Script(
        "01112",
        abilities=(
            Ability(
                "reaction",
                "after it enters play: look at the top 2 cards, add up to 1 to your hand",
                _look_at_top_2,
                trigger=on.entered_play(),
            ),
        ),
    ),
)
