"""Bear Island Loyalist (03012, WotN, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.rules.traits import of_faction
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _loyalist_shield(st: GameState, inst: CardInst) -> list[Contribution]:
    """While participating, each other participating [stark] character you control gains
    "immune to opponents' events"."""
    ch = st.challenge
    if ch is None or inst.id not in ch.attackers + ch.defenders:
        return []
    return [
        Contribution("immune", cid, 1, "event", inst.id)
        for cid in ch.attackers + ch.defenders
        if cid != inst.id
        and st.cards[cid].controller == inst.controller
        and of_faction(st, cid, "stark")
    ]


register(
    # Bear Island Loyalist: other participating [stark] characters immune to events
    Script("03012", constants=(constants.constant("immune", _loyalist_shield),)),
)
