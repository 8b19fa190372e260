"""wotw: helpers two or more of its cards share."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.vocab import (
    card_test,
)
from engine.game.state.model import GameState

NW = "thenightswatch"


def _grenn_target(st: GameState, use: Use, cid: str) -> bool:
    spec = card_test(type="character", faction=NW, attacking=True, other=True)
    return spec(st, use.seat, use.source, cid)
