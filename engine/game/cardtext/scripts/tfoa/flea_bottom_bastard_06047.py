"""Flea Bottom Bastard (06047, TFoA, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _dominance_phase(st: GameState, inst: CardInst) -> bool:
    return st.phase == "dominance"


register(
    # Flea Bottom Bastard: +3 STR during the dominance phase
    Script("06047", constants=(constants.on_self("str", value=3, when=_dominance_phase),)),
)
