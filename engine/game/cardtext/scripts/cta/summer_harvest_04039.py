"""Summer Harvest (04039, CtA, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    effects,
)
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _harvest_income(st: GameState, use: Use) -> list[Prim]:
    """ "X is 2 higher than the printed gold value on that player's revealed plot card": the
    printed X of Summer Harvest is 0, so X is added until a new plot is revealed."""
    opponent = st.players[effects.chosen_opponent(st, use)]
    plot = st.cards[opponent.revealed].card.plot if opponent.revealed else None
    printed = (plot.income or 0) if plot is not None else 0
    return [
        primitives.lasting("plot", "plot", seat=SEATS[use.seat], amount=printed + 2, name="income")
    ]


register(
    # Summer Harvest: the gold value is 2 more than a chosen opponent's printed gold value
    Script(
        "04039",
        abilities=(
            Ability(
                "when_revealed",
                "choose an opponent: X is 2 higher than that player's printed gold value",
                _harvest_income,
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
)
