"""Green-Apple Knight (09012, HoT, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
    in_play_matching,
)
from engine.game.state.model import CardInst, GameState

_KNIGHTS = card_test(type="character", traits=("Knight",), controller="you", other=True)


def _two_other_knights(st: GameState, inst: CardInst) -> bool:
    return len(in_play_matching(st, _KNIGHTS, inst.controller, inst.id)) >= 2


register(
    # Green-Apple Knight: +1 STR per other Knight; does not kneel to attack with 2 of them
    Script(
        "09012",
        constants=(
            constants.on_self("str", value=constants.count_in_play(_KNIGHTS)),
            constants.on_self("no_kneel", "attacker", when=_two_other_knights),
        ),
    ),
)
