"""The Kingsroad (01039, Core, neutral location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)

register(
    # The Kingsroad: kneel and sacrifice, the next character costs 3 less (+1 Initiative: read)
    Script(
        "01039",
        abilities=(
            Ability(
                "action",
                "kneel and sacrifice The Kingsroad: the next character costs 3 less",
                effects.reduce_next_cost(3, "character"),
                phase="marshaling",
                costs=(costs.kneel_self(), costs.sacrifice_self()),
            ),
        ),
    ),
)
