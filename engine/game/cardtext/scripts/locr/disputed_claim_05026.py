"""Disputed Claim (05026, LoCR, baratheon attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.model import CardInst, GameState


def _most_faction_power(st: GameState, inst: CardInst) -> bool:
    mine = st.players[inst.controller].power
    return all(p.power < mine for p in st.players if p.index != inst.controller)


register(
    # Disputed Claim: +2 STR and renown while you lead in faction power
    Script(
        "05026",
        constants=(
            constants.on_attached("str", value=2, when=_most_faction_power),
            constants.on_attached("keyword", "renown", when=_most_faction_power),
        ),
    ),
)
