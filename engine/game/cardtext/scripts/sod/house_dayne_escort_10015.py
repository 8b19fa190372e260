"""House Dayne Escort (10015, SoD, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Constant
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _marshal_from_discard(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While there are 3 or more plot cards in your used pile, you may marshal House Dayne
    Escort from your discard pile" (read while it is in its owner's discard pile)."""
    if len(st.players[inst.owner].used) < 3:
        return []
    return [Contribution("marshal_from", inst.id, 1, "discard", inst.id)]


register(
    # House Dayne Escort: with 3 or more used plots, marshal it from your discard pile
    Script(
        "10015",
        constants=(
            Constant(frozenset({"marshal_from"}), _marshal_from_discard, zones=("discard",)),
        ),
    ),
)
