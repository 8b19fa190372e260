"""Ser Lancel Lannister (05014, LoCR, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
    in_play_matching,
)
from engine.game.state.model import CardInst, GameState, strength

_LANCEL_BUSY: set[str] = set()  # a Lancel copying a STR that (through him) asks his own


def _lancel_bonus(st: GameState, inst: CardInst) -> int:
    """X, the STR of the one other [lannister] Lord or Lady you control (exactly one)."""
    spec = card_test(
        type="character", controller="you", faction="lannister", traits=("Lord", "Lady"), other=True
    )
    others = in_play_matching(st, spec, inst.controller, inst.id)
    if len(others) != 1 or inst.id in _LANCEL_BUSY:
        return 0
    _LANCEL_BUSY.add(inst.id)
    try:
        return strength(st, others[0])
    finally:
        _LANCEL_BUSY.discard(inst.id)


register(
    # Ser Lancel Lannister: +X STR, X the STR of your one other [lannister] Lord or Lady
    Script("05014", constants=(constants.on_self("str", value=_lancel_bonus),)),
)
