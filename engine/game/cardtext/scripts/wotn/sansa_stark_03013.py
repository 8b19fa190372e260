"""Sansa Stark (03013, WotN, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState, strength


def _stark_dead(st: GameState, inst: CardInst) -> int:
    cards = st.cards
    return -sum(
        1
        for cid in st.players[inst.controller].dead
        if cards[cid].card.type == "character" and cards[cid].card.faction == "stark"
    )


def _str_is_zero(st: GameState, inst: CardInst) -> bool:
    return strength(st, inst.id) == 0


register(
    # Sansa Stark: -1 STR per [stark] character in your dead pile; insight at STR 0
    Script(
        "03013",
        constants=(
            constants.on_self("str", value=_stark_dead),
            constants.on_self("keyword", "insight", when=_str_is_zero),
        ),
    ),
)
