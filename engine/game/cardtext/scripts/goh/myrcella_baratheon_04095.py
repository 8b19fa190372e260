"""Myrcella Baratheon (04095, GoH, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    any_in_play_matching,
    card_test,
    constants,
)
from engine.game.state.model import CardInst, GameState

_KING = card_test(type="character", traits=("King",))


def _no_king_in_play(st: GameState, inst: CardInst) -> bool:
    """ "While there are no King characters in play" (any player's)."""
    return not any_in_play_matching(st, _KING, inst.controller, inst.id)


register(
    # Myrcella Baratheon: with no King in play, renown and no kneeling when declared as a
    # defender in a [power] challenge
    Script(
        "04095",
        constants=(
            constants.on_self("keyword", "renown", when=_no_king_in_play),
            constants.on_self("no_kneel", "defender:power", when=_no_king_in_play),
        ),
    ),
)
