"""Loan from the Iron Bank (15051, DotE, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Constant
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _loan(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While <it> is in your used pile, reduce the gold value on your revealed plot by 1"."""
    return [Contribution("plot", inst.owner, -1, "income", inst.id)]


register(
    # Loan from the Iron Bank: -1 gold on your revealed plot while it is in your used pile
    Script("15051", constants=(Constant(frozenset({"plot"}), _loan, zones=("used",)),)),
)
