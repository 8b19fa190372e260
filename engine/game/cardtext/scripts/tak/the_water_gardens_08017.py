"""The Water Gardens (08017, TAK, martell location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects
from engine.game.state.model import GameState


def _water_gardens(st: GameState, use: Use) -> list[Prim]:
    """Reduce the next non-character card you marshal, play or ambush by X, X the plot cards
    in your used pile."""
    amount = len(st.players[use.seat].used)
    return effects.reduce_next_cost(amount, "noncharacter|play|ambush")(st, use) if amount else []


register(
    # The Water Gardens: kneel to reduce the next non-character card by X
    Script(
        "08017",
        abilities=(
            Ability(
                "action",
                "kneel to reduce the cost of the next non-character card by X",
                _water_gardens,
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
