"""Sea Tower (01080, Core, greyjoy location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
)
from engine.game.cardtext.vocab.abilities import kneel_to_reduce

register(
    # Sea Tower: kneel to reduce the next [greyjoy] card by 1 (limited: framework)
    Script(
        "01080",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Greyjoy card by 1", "card:greyjoy"
            ),
        ),
    ),
)
