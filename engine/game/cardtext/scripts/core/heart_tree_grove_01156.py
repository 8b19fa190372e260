"""Heart Tree Grove (01156, Core, stark location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
)
from engine.game.cardtext.vocab.abilities import kneel_to_reduce

register(
    # Heart Tree Grove: kneel to reduce the next [stark] card by 1 (limited: the framework)
    Script(
        "01156",
        abilities=(
            kneel_to_reduce("kneel to reduce the cost of the next Stark card by 1", "card:stark"),
        ),
    ),
)
