""" "Six Maids in a Pool" (09023, HoT, tyrell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    effects,
    in_play_matching,
)
from engine.game.state.model import GameState

_LADIES = card_test(type="character", traits=("Lady",), controller="you")


def _draw_per_lady(st: GameState, use: Use) -> list[Prim]:
    """ "Draw 1 card for each Lady character you control"."""
    return effects.draw(len(in_play_matching(st, _LADIES, use.seat, use.source)))(st, use)


register(
    # "Six Maids in a Pool": draw 1 card for each Lady character you control
    Script(
        "09023",
        abilities=(Ability("action", "draw 1 card for each Lady you control", _draw_per_lady),),
    ),
)
