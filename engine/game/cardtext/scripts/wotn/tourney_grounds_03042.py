"""Tourney Grounds (03042, WotN, neutral location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)

register(
    # Tourney Grounds: kneel it to reduce "the next event you play this phase" by 1
    Script(
        "03042",
        abilities=(
            Ability(
                "action",
                "kneel Tourney Grounds: the next event you play this phase costs 1 less",
                effects.reduce_next_cost(1, "event"),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
