"""Vanguard of the North (01151, Core, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.rules.traits import has_trait
from engine.game.state.model import CardInst, GameState


def _war_plot_revealed(st: GameState, inst: CardInst) -> bool:
    """ "While a player has a War plot revealed"."""
    return any(p.revealed is not None and has_trait(st, p.revealed, "War") for p in st.players)


register(
    # Vanguard of the North: with a War plot revealed, does not kneel to attack in [military]
    Script(
        "01151",
        constants=(constants.on_self("no_kneel", "attacker:military", when=_war_plot_revealed),),
    ),
)
