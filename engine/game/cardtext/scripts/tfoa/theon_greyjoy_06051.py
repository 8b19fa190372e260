"""Theon Greyjoy (06051, TFoA, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState, strength


def _theon_alone(st: GameState, inst: CardInst) -> list[Contribution]:
    """While Theon attacks alone, each character with a higher STR does not contribute."""
    ch = st.challenge
    if ch is None or ch.attackers != [inst.id]:
        return []
    his = strength(st, inst.id)
    return [
        Contribution("no_str", c, 0, "", inst.id) for c in ch.defenders if strength(st, c) > his
    ]


register(
    # Theon Greyjoy: attacking alone, characters with a higher STR do not contribute
    Script("06051", constants=(constants.constant("no_str", _theon_alone),)),
)
