"""Great Hall (06038, GtR, neutral location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)
from engine.game.state.model import GameState


def _great_hall_reduction(st: GameState, use: Use) -> list[Prim]:
    """ "Reduce the cost of the next unique character you marshal this phase by 1. (By 2
    instead if that character's printed cost is 6 or higher.)": match ``unique_character``
    with the printed-cost step ``@6:2`` (engine.game.cardtext.lasting)."""
    return effects.reduce_next_cost(1, "unique_character@6:2")(st, use)


register(
    # Great Hall: kneel to reduce the next unique character by 1 (2 for printed cost 6+)
    Script(
        "06038",
        abilities=(
            Ability(
                "action",
                "kneel Great Hall to reduce the cost of the next unique character by 1 "
                "(2 if its printed cost is 6 or higher)",
                _great_hall_reduction,
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
