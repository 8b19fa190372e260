"""Maester Kedry (10014, SoD, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)

register(
    # Maester Kedry: kneel to reduce the next event you play this phase by 2
    Script(
        "10014",
        abilities=(
            Ability(
                "action",
                "kneel him: the next event you play this phase costs 2 less",
                effects.reduce_next_cost(2, "event"),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
