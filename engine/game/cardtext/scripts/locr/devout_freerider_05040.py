"""Devout Freerider (05040, LoCR, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _challenges_phase(st: GameState, inst: CardInst) -> bool:
    return st.phase == "challenges"


register(
    # Devout Freerider: "During the challenges phase, each player cannot gain gold" (the
    # gain_gold primitive reads the cannot, [R-CANNOT-1])
    Script(
        "05040",
        constants=(constants.for_each_player("cannot", "gain_gold", when=_challenges_phase),),
    ),
)
