"""Tommen Baratheon (05015, LoCR, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _empty_hands_gain_no_bonus(st: GameState, inst: CardInst) -> list[Contribution]:
    return [
        Contribution("cannot", p.index, 0, "bonus_power", inst.id) for p in st.players if not p.hand
    ]


register(
    # Tommen Baratheon: players with empty hands gain no power from challenge bonuses
    Script("05015", constants=(constants.constant("cannot", _empty_hands_gain_no_bonus),)),
)
