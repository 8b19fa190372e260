"""Pit Fighter's Blade (15021, DotE, targaryen attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _during_military(st: GameState, inst: CardInst) -> bool:
    ch = st.challenge
    return ch is not None and ch.type == "military"


register(
    # Pit Fighter's Blade: attached character gains renown during [military] challenges
    Script("15021", constants=(constants.on_attached("keyword", "renown", when=_during_military),)),
)
