"""Young Spearwife (03040, WotN, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.model import CardInst, GameState


def _less_power_than_an_opponent(st: GameState, inst: CardInst) -> bool:
    mine = st.players[inst.controller].power
    return any(p.power > mine for p in st.players if p.index != inst.controller)


register(
    # Young Spearwife: stealth while you have less faction power than an opponent
    Script(
        "03040",
        constants=(constants.on_self("keyword", "stealth", when=_less_power_than_an_opponent),),
    ),
)
