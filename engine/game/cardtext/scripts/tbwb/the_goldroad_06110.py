"""The Goldroad (06110, TBWB, lannister location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects

register(
    # The Goldroad: limited, +1 income (the framework); kneel: gain 1 gold
    Script(
        "06110",
        abilities=(
            Ability(
                "action",
                "kneel: gain 1 gold",
                effects.gain_gold(1),
                phase="challenges",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
