"""Silent Sisters (04097, GoH, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _characters_in_your_dead_pile(st: GameState, inst: CardInst) -> int:
    """ "+1 STR for each character in your dead pile" (its controller's)."""
    cards = st.cards
    return sum(1 for c in st.players[inst.controller].dead if cards[c].card.type == "character")


register(
    # Silent Sisters: +1 STR for each character in your dead pile
    Script("04097", constants=(constants.on_self("str", value=_characters_in_your_dead_pile),)),
)
