"""Traitor to the Crown (08009, TAK, baratheon attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.model import CardInst, GameState


def _in_power_challenge(st: GameState, inst: CardInst) -> bool:
    return st.challenge is not None and st.challenge.type == "power"


register(
    # Traitor to the Crown: no STR to [power] challenges nor to dominance
    Script(
        "08009",
        constants=(
            constants.on_attached("no_str", when=_in_power_challenge),
            constants.on_attached("no_dominance"),
        ),
    ),
)
