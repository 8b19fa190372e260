"""Western Fiefdom (01099, Core, lannister location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
)
from engine.game.cardtext.vocab.abilities import kneel_to_reduce

register(
    # Western Fiefdom: kneel to reduce the next [lannister] card by 1 (limited: framework)
    Script(
        "01099",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Lannister card by 1", "card:lannister"
            ),
        ),
    ),
)
