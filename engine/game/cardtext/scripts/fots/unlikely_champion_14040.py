"""Unlikely Champion (14040, FotS, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    any_in_play_matching,
    card_test,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _lord_or_lady(st: GameState, inst: CardInst) -> bool:
    """ "While you control a Lord or Lady character"."""
    spec = card_test(type="character", controller="you", traits=("Lord", "Lady"))
    return any_in_play_matching(st, spec, inst.controller, inst.id)


register(
    # Unlikely Champion: a [power] icon while you control a Lord or Lady
    Script("14040", constants=(constants.on_self("icon", "power", when=_lord_or_lady),)),
)
