"""Northern Refugee (04117, TC, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.model import Constant
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _refugee_cheaper(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "reduce the cost to marshal Northern Refugee by 1" while a Winter plot is revealed
    (read while it is in its owner's hand; ``own_cost`` named by the minimum, 0)."""
    if not revealed_with_trait(st, "Winter"):
        return []
    return [Contribution("own_cost", inst.id, 1, "0", inst.id)]


register(
    # Northern Refugee: costs 1 less to marshal "While there is a Winter plot card revealed"
    Script(
        "04117", constants=(Constant(frozenset({"own_cost"}), _refugee_cheaper, zones=("hand",)),)
    ),
)
