"""Jousting Pavilion (09019, HoT, tyrell location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.hot._shared import _alone
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
    in_play_matching,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _pavilion(st: GameState, inst: CardInst) -> list[Contribution]:
    """Each Knight you control +1 STR while attacking or defending alone."""
    spec = card_test(type="character", traits=("Knight",), controller="you")
    return [
        Contribution("str", cid, 1, "", inst.id)
        for cid in in_play_matching(st, spec, inst.controller, inst.id)
        if _alone(st, cid)
    ]


register(
    # Jousting Pavilion: each Knight you control +1 STR while attacking or defending alone
    Script("09019", constants=(constants.constant("str", _pavilion),)),
)
