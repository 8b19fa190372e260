"""Cersei Lannister (01084, Core, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _cersei_attacking_intrigue(st: GameState, inst: CardInst) -> bool:
    ch = st.challenge
    return ch is not None and ch.type == "intrigue" and inst.id in ch.attackers


register(
    # Cersei Lannister: "raise the claim value on your revealed plot card by 1"
    Script(
        "01084",
        constants=(constants.for_controller("plot", "claim", when=_cersei_attacking_intrigue),),
    ),
)
