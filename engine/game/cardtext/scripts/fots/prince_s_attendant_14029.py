"""Prince's Attendant (14029, FotS, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script
from engine.game.cardtext.vocab.abilities import kneel_to_reduce

register(
    # 14029 Prince's Attendant: kneel to reduce the next [martell] Lord or Lady character
    # you marshal this phase by 2
    Script(
        "14029",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Martell Lord or Lady character by 2",
                "lord_or_lady:martell",
                amount=2,
            ),
        ),
    ),
)
