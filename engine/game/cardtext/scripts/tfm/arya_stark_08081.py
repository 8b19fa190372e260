"""Arya Stark (08081, TFM, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, in_play_matching
from engine.game.cardtext.vocab.cards import card_test
from engine.game.cardtext.vocab.constants import constant
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _no_saves_while_standing(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While Arya Stark is standing, characters cannot be saved"."""
    if inst.kneeling:
        return []
    every = in_play_matching(st, card_test(type="character"), inst.controller, inst.id)
    return [Contribution("cannot", cid, 0, "save", inst.id) for cid in every]


register(
    # Arya Stark: while she stands, characters cannot be saved
    Script("08081", constants=(constant("cannot", _no_saves_while_standing, names="save"),)),
)
