"""Unsullied (01171, Core, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _unsullied(st: GameState, inst: CardInst) -> list[Contribution]:
    """While Unsullied is attacking: -1 STR to each defending character."""
    ch = st.challenge
    if ch is None or inst.id not in ch.attackers:
        return []
    return [Contribution("str", cid, -1, "", inst.id) for cid in ch.defenders]


register(
    # Unsullied: while attacking, each defending character gets -1 STR
    Script("01171", constants=(constants.constant("str", _unsullied),)),
)
