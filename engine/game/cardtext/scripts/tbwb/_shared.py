"""tbwb: helpers two or more of its cards share."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.vocab import (
    Use,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_TYPES = ("military", "intrigue", "power")


def _lose_chosen_icon(st: GameState, use: Use) -> list[Prim]:
    return [primitives.icon(cid, use.chosen, "phase", lose=True)
            for cid in use.targets]  # fmt: skip
