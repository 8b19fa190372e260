"""Trading with the Pentoshi (02039, TRtW, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _each_opponent_gains_3(st: GameState, use: Use) -> list[Prim]:
    return [
        primitives.gain_gold(p.key, 3)
        for p in st.players
        if p.index != use.seat and not p.eliminated
    ]


register(
    # Trading with the Pentoshi: when revealed, each opponent gains 3 gold
    Script(
        "02039",
        abilities=(Ability("when_revealed", "each opponent gains 3 gold", _each_opponent_gains_3),),
    ),
)
