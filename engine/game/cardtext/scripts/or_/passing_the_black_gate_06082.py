"""Passing the Black Gate (06082, OR, stark event)."""

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


def _stark_cost_this_phase(st: GameState, use: Use) -> list[Prim]:
    """ "Reduce the cost of each [stark] character you marshal this phase by 1"."""
    return effects.lasting("cost", until="phase", amount=-1, match="character:stark")(st, use)


register(
    # Passing the Black Gate: kneel your faction card, each [stark] character costs 1 less
    Script(
        "06082",
        abilities=(
            Ability(
                "action",
                "reduce the cost of each Stark character you marshal this phase by 1",
                _stark_cost_this_phase,
                phase="marshaling",
                costs=(costs.kneel_faction(),),
            ),
        ),
    ),
)
