"""Alannys Greyjoy (01066, Core, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _first_player
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _alannys_reserve(st: GameState, inst: CardInst) -> list[Contribution]:
    """Alannys Greyjoy: while you are the first player, each opponent's reserve is 1 lower."""
    if not _first_player(st, inst.controller):
        return []
    return [
        Contribution("plot", p.index, -1, "reserve", inst.id)
        for p in st.players
        if p.index != inst.controller
    ]


register(
    # Alannys Greyjoy: "reduce the reserve value on each opponent's revealed plot card by 1"
    Script("01066", constants=(constants.constant("plot", _alannys_reserve),)),
)
