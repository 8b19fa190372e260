"""Gates of the Moon (08038, JtO, neutral location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _opponents_gold_up(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Increase the gold value on each opponent's revealed plot card by 1"."""
    return [
        Contribution("plot", p.index, 1, "income", inst.id)
        for p in st.players
        if p.index != inst.controller and not p.eliminated
    ]


register(
    # Gates of the Moon: each opponent's revealed plot has 1 more gold (Limited, Income:
    # framework)
    Script("08038", constants=(constants.constant("plot", _opponents_gold_up, names="income"),)),
)
