"""Illyrio's Estate (01175, Core, targaryen location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
)
from engine.game.cardtext.vocab.abilities import kneel_to_reduce

register(
    # Illyrio's Estate: kneel to reduce the next [targaryen] card by 1 (limited: the framework)
    Script(
        "01175",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Targaryen card by 1", "card:targaryen"
            ),
        ),
    ),
)
