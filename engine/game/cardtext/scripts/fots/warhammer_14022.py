"""Warhammer (14022, FotS, baratheon attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _warhammer_low(st: GameState, inst: CardInst) -> bool:
    host = inst.host
    return host is not None and (st.cards[host].card.strength or 0) <= 4


def _warhammer_high(st: GameState, inst: CardInst) -> bool:
    host = inst.host
    return host is not None and (st.cards[host].card.strength or 0) >= 5


register(
    # Warhammer: printed STR 4 or lower +2 STR; 5 or higher gains intimidate
    Script(
        "14022",
        constants=(
            constants.on_attached("str", value=2, when=_warhammer_low),
            constants.on_attached("keyword", "intimidate", when=_warhammer_high),
        ),
    ),
)
