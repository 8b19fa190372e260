"""Sworn Brother (02105, TS, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.model import CardInst, GameState


def _no_location_marshaled_this_round(st: GameState, inst: CardInst) -> bool:
    """ "The first location you marshal each round": none among this round's marshaled cards
    (``Player.marshaled``)."""
    cards, marshaled = st.cards, st.players[inst.controller].marshaled
    return not any(cards[cid].card.type == "location" for cid in marshaled)


register(
    # Sworn Brother: "the first location you marshal each round" costs 1 less (No attachments
    # except Weapon: framework)
    Script(
        "02105",
        constants=(
            constants.for_controller(
                "cost", "location", -1, when=_no_location_marshaled_this_round
            ),
        ),
    ),
)
