"""Famine (02100, CoW, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _famine(st: GameState, inst: CardInst) -> list[Contribution]:
    """Famine: each opponent's characters cost 1 more to marshal."""
    return [
        Contribution("cost", p.index, 1, "character", inst.id)
        for p in st.players
        if p.index != inst.controller
    ]


register(
    # Famine: "Increase the cost for each opponent" to marshal each character by 1
    Script("02100", constants=(constants.constant("cost", _famine, names="character"),)),
)
