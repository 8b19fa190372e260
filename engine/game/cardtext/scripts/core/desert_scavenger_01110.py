"""Desert Scavenger (01110, Core, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
)
from engine.game.cardtext.vocab.abilities import kneel_to_reduce

register(
    # Desert Scavenger: kneel to reduce the next [martell] character by 1
    Script(
        "01110",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Martell character by 1", "character:martell"
            ),
        ),
    ),
)
