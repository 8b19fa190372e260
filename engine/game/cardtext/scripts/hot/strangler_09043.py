"""Strangler (09043, HoT, neutral attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _host_participating(st: GameState, inst: CardInst) -> bool:
    ch = st.challenge
    return ch is not None and inst.host is not None and inst.host in ch.attackers + ch.defenders


register(
    # Strangler: terminal (framework); while attached character participates, its STR is 1
    Script(
        "09043", constants=(constants.on_attached("str_set", value=1, when=_host_participating),)
    ),
)
