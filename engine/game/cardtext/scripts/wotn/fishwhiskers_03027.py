"""Fishwhiskers (03027, WotN, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules import checks as rules
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _defenders_without_str(st: GameState, inst: CardInst) -> list[Contribution]:
    """Fishwhiskers: while he is attacking, "if there are more Winter plot cards than
    Summer plot cards revealed", each defending character does not contribute its STR."""
    ch = st.challenge
    if ch is None or inst.id not in rules.attacking(st, ch):
        return []
    if revealed_with_trait(st, "Winter") <= revealed_with_trait(st, "Summer"):
        return []
    return [Contribution("no_str", cid, 0, "", inst.id) for cid in ch.defenders]


register(
    # Fishwhiskers: defenders add no STR while he attacks under more Winter than Summer plots
    Script("03027", constants=(constants.constant("no_str", _defenders_without_str),)),
)
