"""koti: helpers two or more of its cards share."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.vocab import (
    effects,
)
from engine.game.state.model import GameState

GREYJOY = "greyjoy"


def _into_play(st: GameState, use: Use) -> list[Prim]:
    """Put the chosen card into play under the user's control."""
    return [effects.entering(st, cid, use.seat) for cid in use.targets]
