"""Dragonstone Faithful (01056, Core, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
)
from engine.game.cardtext.vocab.abilities import kneel_to_reduce

register(
    # Dragonstone Faithful: kneel, the next [baratheon] character costs 1 less
    Script(
        "01056",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Baratheon character by 1",
                "character:baratheon",
            ),
        ),
    ),
)
