"""Moat Cailin (06012, AMAF, greyjoy location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _moat_cailin(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While there are more Winter plot cards than Summer plot cards revealed", each
    opponent's revealed plot gets -3 initiative and -1 reserve ([R-PLOTMOD-*])."""
    if revealed_with_trait(st, "Winter") <= revealed_with_trait(st, "Summer"):
        return []
    found: list[Contribution] = []
    for p in st.players:
        if p.index != inst.controller:
            found.append(Contribution("plot", p.index, -3, "initiative", inst.id))
            found.append(Contribution("plot", p.index, -1, "reserve", inst.id))
    return found


register(
    # 06012 Moat Cailin: opponents' plots -3 initiative, -1 reserve in a Winter majority
    Script(
        "06012", constants=(constants.constant("plot", _moat_cailin, names="initiative reserve"),)
    ),
)
