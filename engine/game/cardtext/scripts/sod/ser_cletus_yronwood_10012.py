"""Ser Cletus Yronwood (10012, SoD, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _initiative_per_used_plot(st: GameState, inst: CardInst) -> int:
    return len(st.players[inst.controller].used)


register(
    # Ser Cletus Yronwood: +1 initiative on your revealed plot per plot in your used pile
    Script(
        "10012",
        constants=(
            constants.for_controller("plot", "initiative", value=_initiative_per_used_plot),
        ),
    ),
)
