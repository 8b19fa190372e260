"""Cape Wrath (14018, FotS, baratheon location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _cape_wrath_claim(st: GameState, inst: CardInst) -> list[Contribution]:
    """During [power] challenges in which you attack or defend, the attacking player's claim
    +1."""
    ch = st.challenge
    if ch is None or ch.type != "power" or inst.controller not in (ch.attacker, ch.defender):
        return []
    return [Contribution("plot", ch.attacker, 1, "claim", inst.id)]


register(
    # Cape Wrath: claim +1 in [power] challenges where you attack or defend
    Script("14018", constants=(constants.constant("plot", _cape_wrath_claim),)),
)
