"""Battle of Oxcross (04060, FFH, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _oxcross_blocks(st: GameState, inst: CardInst) -> list[Contribution]:
    """During the first challenge the plot's controller initiates this round (the current
    one, the only type in ``Player.challenges``), each character with printed cost 4 or
    higher, any player's, "cannot be declared as a defender" ([R-CANNOT-1])."""
    ch = st.challenge
    mine = st.players[inst.controller]
    if ch is None or ch.attacker != inst.controller or len(mine.challenges) != 1:
        return []
    return [
        Contribution("cannot", cid, 1, "defend", inst.id)
        for p in st.players
        for cid in p.in_play
        if st.cards[cid].card.type == "character" and (st.cards[cid].card.cost or 0) >= 4
    ]


register(
    # Battle of Oxcross: printed cost 4 or higher "cannot be declared as a defender during
    # the first challenge you initiate this round"
    Script("04060", constants=(constants.constant("cannot", _oxcross_blocks, names="defend"),)),
)
