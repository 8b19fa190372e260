"""Dragonstone Port (01059, Core, baratheon location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
)
from engine.game.cardtext.vocab.abilities import kneel_to_reduce

register(
    # Dragonstone Port: kneel, the next [baratheon] card costs 1 less
    Script(
        "01059",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Baratheon card by 1", "card:baratheon"
            ),
        ),
    ),
)
