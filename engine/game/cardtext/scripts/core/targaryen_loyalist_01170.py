"""Targaryen Loyalist (01170, Core, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
)
from engine.game.cardtext.vocab.abilities import kneel_to_reduce

register(
    # Targaryen Loyalist: kneel to reduce the next [targaryen] character by 1
    Script(
        "01170",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Targaryen character by 1",
                "character:targaryen",
            ),
        ),
    ),
)
