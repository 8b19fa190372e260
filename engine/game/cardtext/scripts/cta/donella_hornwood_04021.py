"""Donella Hornwood (04021, CtA, stark character)."""

from __future__ import annotations

from engine.game.cardtext.lasting import loyal_played_key
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.model import CardInst, GameState


def _no_loyal_card_yet(st: GameState, inst: CardInst) -> bool:
    """ "The first loyal card you marshal or play each round": none among this round's
    marshaled cards (``Player.marshaled``) nor its played events (decision record:
    docs/decisions/card-text-cta.md)."""
    seat = inst.controller
    if st.uses.get(loyal_played_key(st, seat), 0):
        return False
    cards = st.cards
    return not any(cards[cid].card.loyal for cid in st.players[seat].marshaled)


register(
    # Donella Hornwood: "the first loyal card you marshal or play each round" costs 1 less
    Script(
        "04021",
        constants=(constants.for_controller("cost", "loyal|play", -1, when=_no_loyal_card_yet),),
    ),
)
