"""Orkmont Reaver (12015, KotI, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _opponent_discards_10(st: GameState, inst: CardInst) -> bool:
    return any(len(p.discard) >= 10 for p in st.players if p.index != inst.controller)


register(
    # Orkmont Reaver: pillage (framework); stealth while an opponent has 10+ cards discarded
    Script(
        "12015",
        constants=(constants.on_self("keyword", "stealth", when=_opponent_discards_10),),
    ),
)
