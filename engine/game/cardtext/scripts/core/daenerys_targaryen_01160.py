"""Daenerys Targaryen (01160, Core, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _daenerys(st: GameState, inst: CardInst) -> list[Contribution]:
    """While standing: -1 STR to each character on the opponent's side of a challenge
    against her controller (there, the attackers)."""
    ch = st.challenge
    if inst.kneeling or ch is None or ch.defender != inst.controller:
        return []
    return [Contribution("str", cid, -1, "", inst.id) for cid in ch.attackers]


register(
    # Daenerys Targaryen: while standing, opponents' participants against you get -1 STR
    Script("01160", constants=(constants.constant("str", _daenerys),)),
)
