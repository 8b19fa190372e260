"""Blood Orange Grove (01118, Core, martell location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
)
from engine.game.cardtext.vocab.abilities import kneel_to_reduce

register(
    # Blood Orange Grove: kneel to reduce the next [martell] card by 1 (Limited: framework)
    Script(
        "01118",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Martell card by 1", "card:martell"
            ),
        ),
    ),
)
