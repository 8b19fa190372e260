"""Ser Colen of Greenpools (04004, AtSK, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.model import CardInst, GameState


def _power_challenge(st: GameState, inst: CardInst) -> bool:
    """ "During [power] challenges"."""
    return st.challenge is not None and st.challenge.type == "power"


register(
    # Ser Colen of Greenpools: "During [power] challenges" he gets +3 STR
    Script("04004", constants=(constants.on_self("str", value=3, when=_power_challenge),)),
)
