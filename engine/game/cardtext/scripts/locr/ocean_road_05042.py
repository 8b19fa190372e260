"""Ocean Road (05042, LoCR, neutral location)."""

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


def _out_of_faction_cheaper(st: GameState, use: Use) -> list[Prim]:
    """ "the next neutral or out-of-faction card you marshal this phase" costs 1 less: any
    card not of the user's faction (a neutral card is not of it either)."""
    faction = st.players[use.seat].faction
    return effects.reduce_next_cost(1, f"card:!{faction}")(st, use)


register(
    # Ocean Road: Limited (framework); Marshaling Action: kneel it, the next neutral or
    # out-of-faction card you marshal this phase costs 1 less
    Script(
        "05042",
        abilities=(
            Ability(
                "action",
                "kneel Ocean Road: the next neutral or out-of-faction card costs 1 less",
                _out_of_faction_cheaper,
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
