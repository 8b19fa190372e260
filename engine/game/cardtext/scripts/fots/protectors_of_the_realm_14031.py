"""Protectors of the Realm (14031, FotS, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.model import CardInst, GameState, plot_value


def _your_reserve(st: GameState, inst: CardInst) -> int:
    """ "X is your reserve value" (the printed X is 0, [R-X-1]: the whole STR is added)."""
    return plot_value(st, inst.controller, "reserve")


register(
    # 14031 Protectors of the Realm: STR X, your reserve value (No attachments: framework)
    Script("14031", constants=(constants.on_self("str", value=_your_reserve),)),
)
