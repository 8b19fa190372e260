"""Peace and Prosperity (10047, SoD, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _first_of_each_type_cheaper(st: GameState, inst: CardInst) -> list[Contribution]:
    """Reduce the first character you marshal this round by 3, the first location by 2, the
    first attachment by 1 (``Player.marshaled``: this round's marshaled cards)."""
    seat = inst.controller
    done = {st.cards[cid].card.type for cid in st.players[seat].marshaled}
    return [
        Contribution("cost", seat, -amount, kind, inst.id)
        for kind, amount in (("character", 3), ("location", 2), ("attachment", 1))
        if kind not in done
    ]


register(
    # Peace and Prosperity: the first character, location and attachment you marshal this
    # round cost 3, 2 and 1 less
    Script("10047", constants=(constants.constant("cost", _first_of_each_type_cheaper),)),
)
