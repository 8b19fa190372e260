"""Rose Garden (01194, Core, tyrell location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
)
from engine.game.cardtext.vocab.abilities import kneel_to_reduce

register(
    # Rose Garden: kneel to reduce the next [tyrell] card by 1 (limited: the framework)
    Script(
        "01194",
        abilities=(
            kneel_to_reduce("kneel to reduce the cost of the next Tyrell card by 1", "card:tyrell"),
        ),
    ),
)
