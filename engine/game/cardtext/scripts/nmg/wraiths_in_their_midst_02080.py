"""Wraiths in Their Midst (02080, NMG, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.cardtext.vocab.players import opponents
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _opponents_reserve_cut(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Reduce the reserve value on each opponent's revealed plot card by 2 (to a minimum
    of 2)" (``plot_cut``: the framework keeps the minimum)."""
    return [Contribution("plot_cut", seat, 2, "reserve:2", inst.id)
            for seat in opponents(st, inst.controller)]  # fmt: skip


register(
    # Wraiths in Their Midst: each opponent's reserve -2, to a minimum of 2
    Script("02080", constants=(constants.constant("plot_cut", _opponents_reserve_cut),)),
)
