"""The Knight of Flowers (01185, Core, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _knight_of_flowers(st: GameState, inst: CardInst) -> list[Contribution]:
    """While attacking alone, the defending player declares at most 1 defender."""
    ch = st.challenge
    if ch is None or ch.attackers != [inst.id]:
        return []
    return [Contribution("defender_cap", ch.defender, 1, "", inst.id)]


register(
    # The Knight of Flowers: attacking alone, at most 1 defender
    Script("01185", constants=(constants.constant("defender_cap", _knight_of_flowers),)),
)
