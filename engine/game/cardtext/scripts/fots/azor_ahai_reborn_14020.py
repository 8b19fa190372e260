"""Azor Ahai Reborn (14020, FotS, baratheon attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _rhllor_attacking(st: GameState, inst: CardInst) -> bool:
    """ "each challenge in which you control an attacking R'hllor character"."""
    ch = st.challenge
    if ch is None or inst.host is None:
        return False
    return any(
        st.cards[cid].controller == inst.controller and has_trait(st, cid, "R'hllor")
        for cid in ch.attackers
    )


def _host_attacks(st: GameState, inst: CardInst) -> list[Contribution]:
    """The attached character is considered to be participating (as an attacker)."""
    if not _rhllor_attacking(st, inst) or inst.host is None:
        return []
    return [Contribution("attacking", inst.host, 1, "", inst.id)]


register(
    # Azor Ahai Reborn: attached considered participating while an R'hllor attacks
    Script("14020", constants=(constants.constant("attacking", _host_attacks),)),
)
