"""Ser Jaime Lannister (01087, Core, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _in_military_challenge(st: GameState, inst: CardInst) -> bool:
    ch = st.challenge
    return ch is not None and ch.type == "military" and inst.id in ch.attackers + ch.defenders


register(
    # Ser Jaime Lannister: "does not kneel when declared as an attacker in a [military]
    # challenge", renown while participating in one
    Script(
        "01087",
        constants=(
            constants.on_self("no_kneel", "attacker:military"),
            constants.on_self("keyword", "renown", when=_in_military_challenge),
        ),
    ),
)
