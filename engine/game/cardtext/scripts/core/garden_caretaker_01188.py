"""Garden Caretaker (01188, Core, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
)
from engine.game.cardtext.vocab.abilities import kneel_to_reduce

register(
    # Garden Caretaker: kneel to reduce the next [tyrell] character by 1
    Script(
        "01188",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Tyrell character by 1", "character:tyrell"
            ),
        ),
    ),
)
