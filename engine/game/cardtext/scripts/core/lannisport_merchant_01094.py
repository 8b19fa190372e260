"""Lannisport Merchant (01094, Core, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
)
from engine.game.cardtext.vocab.abilities import kneel_to_reduce

_LANNISTER_CHARACTER = "character:lannister"


register(
    # Lannisport Merchant: kneel to reduce the next [lannister] character by 1
    Script(
        "01094",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Lannister character by 1",
                _LANNISTER_CHARACTER,
            ),
        ),
    ),
)
