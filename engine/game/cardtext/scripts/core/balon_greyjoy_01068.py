"""Balon Greyjoy (01068, Core, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState, strength


def _balon_defenders(st: GameState, inst: CardInst) -> list[Contribution]:
    """Balon Greyjoy: while he attacks, each defender with a lower STR than his does not
    contribute its STR."""
    ch = st.challenge
    if ch is None or inst.id not in ch.attackers:
        return []
    his = strength(st, inst.id)
    return [
        Contribution("no_str", cid, 0, "", inst.id)
        for cid in ch.defenders
        if strength(st, cid) < his
    ]


register(
    # Balon Greyjoy: defenders with lower STR "do not contribute" (renown: framework)
    Script("01068", constants=(constants.constant("no_str", _balon_defenders),)),
)
