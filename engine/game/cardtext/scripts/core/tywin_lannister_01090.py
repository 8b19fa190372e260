"""Tywin Lannister (01090, Core, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _gold_in_pool(st: GameState, inst: CardInst) -> int:
    return st.players[inst.controller].gold


register(
    # Tywin Lannister: "+1 STR for each gold in your gold pool" (his +2 Income the framework reads)
    Script("01090", constants=(constants.on_self("str", value=_gold_in_pool),)),
)
