"""Catelyn Stark (01143, Core, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _catelyn(st: GameState, inst: CardInst) -> list[Contribution]:
    """While she participates, her controller's opponents cannot trigger card abilities."""
    ch = st.challenge
    if ch is None or inst.id not in ch.attackers + ch.defenders:
        return []
    return [
        Contribution("cannot", p.index, 1, "trigger", inst.id)
        for p in st.players
        if p.index != inst.controller
    ]


register(
    # Catelyn Stark: while participating, opponents cannot trigger card abilities
    Script("01143", constants=(constants.constant("cannot", _catelyn),)),
)
