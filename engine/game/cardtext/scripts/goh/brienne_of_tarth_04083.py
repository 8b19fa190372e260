"""Brienne of Tarth (04083, GoH, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
)
from engine.game.state.model import CardInst, GameState

_KING_YOURS = constants.controls(card_test(type="character", controller="you", traits=("King",)))


_CATELYN = constants.controls_named("Catelyn Stark")


def _king_or_catelyn(st: GameState, inst: CardInst) -> bool:
    """ "While you control a King character or Catelyn Stark"."""
    return _KING_YOURS(st, inst) or _CATELYN(st, inst)


register(
    # Brienne of Tarth: does not kneel when declared as a defender "While you control a King
    # character or Catelyn Stark" (renown: framework)
    Script(
        "04083",
        constants=(constants.on_self("no_kneel", "defender", when=_king_or_catelyn),),
    ),
)
