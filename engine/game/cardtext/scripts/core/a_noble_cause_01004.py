"""A Noble Cause (01004, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.lasting import card_matches
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _first_lord_or_lady(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "the first Lord or Lady character you marshal this round": -2 until one is marshaled."""
    player = st.players[inst.controller]
    if any(card_matches(st.cards[cid].card, _LORD_OR_LADY) for cid in player.marshaled):
        return []
    return [Contribution("cost", inst.controller, -2, _LORD_OR_LADY, inst.id)]


_LORD_OR_LADY = "lord_or_lady"


register(
    # A Noble Cause: the first Lord or Lady marshaled this round costs 2 less
    Script("01004", constants=(constants.constant("cost", _first_lord_or_lady),)),
)
