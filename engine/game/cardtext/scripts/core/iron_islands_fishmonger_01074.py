"""Iron Islands Fishmonger (01074, Core, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
)
from engine.game.cardtext.vocab.abilities import kneel_to_reduce

register(
    # Iron Islands Fishmonger: kneel to reduce the next [greyjoy] character by 1
    Script(
        "01074",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Greyjoy character by 1", "character:greyjoy"
            ),
        ),
    ),
)
