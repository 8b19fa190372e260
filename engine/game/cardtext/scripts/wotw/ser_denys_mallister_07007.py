"""Ser Denys Mallister (07007, WotW, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _denys_defending(st: GameState, inst: CardInst) -> bool:
    ch = st.challenge
    return ch is not None and inst.id in ch.defenders


register(
    # Ser Denys Mallister: renown while defending
    Script(
        "07007",
        constants=(constants.on_self("keyword", "renown", when=_denys_defending),),
    ),
)
