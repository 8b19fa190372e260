"""Winterfell Castle (02022, TRtW, stark location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
    in_play_matching,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_UNIQUE_PARTICIPATING_STARK = card_test(
    type="character", controller="you", faction="stark", unique=True, participating=True
)


def _castle_str(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "During a [military] or [power] challenge in which you control 2 or more unique
    participating [stark] characters, each of those characters gets +2 STR"."""
    ch = st.challenge
    if ch is None or ch.type not in ("military", "power"):
        return []
    found = in_play_matching(st, _UNIQUE_PARTICIPATING_STARK, inst.controller, inst.id)
    if len(found) < 2:
        return []
    return [Contribution("str", cid, 2, "", inst.id) for cid in found]


register(
    # 02022 Winterfell Castle: +2 STR to each of 2 or more unique participating [stark]
    # characters of yours, in [military] and [power] challenges
    Script("02022", constants=(constants.constant("str", _castle_str),)),
)
