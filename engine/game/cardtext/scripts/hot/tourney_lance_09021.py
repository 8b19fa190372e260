"""Tourney Lance (09021, HoT, tyrell attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _tourney_lance(st: GameState, inst: CardInst) -> list[Contribution]:
    """While attached character attacks alone, the defender declares at most 1 defender."""
    ch = st.challenge
    if ch is None or inst.host is None or ch.attackers != [inst.host]:
        return []
    return [Contribution("defender_cap", ch.defender, 1, "", inst.id)]


register(
    # Tourney Lance: +1 STR (framework); attacking alone, at most 1 defender
    Script("09021", constants=(constants.constant("defender_cap", _tourney_lance),)),
)
