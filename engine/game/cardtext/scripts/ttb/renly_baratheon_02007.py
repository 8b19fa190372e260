"""Renly Baratheon (02007, TtB, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _first_non_baratheon_cheaper(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "The first non-[baratheon] character you marshal each round" costs 1 less, while no
    such character is among this round's marshaled cards (``Player.marshaled``)."""
    seat = inst.controller
    cards = st.cards
    done = any(
        cards[cid].card.type == "character" and cards[cid].card.faction != "baratheon"
        for cid in st.players[seat].marshaled
    )
    return [] if done else [Contribution("cost", seat, -1, "character:!baratheon", inst.id)]


register(
    # 02007 Renly Baratheon: the first non-[baratheon] character you marshal each round
    # costs 1 less
    Script(
        "02007",
        constants=(constants.constant("cost", _first_non_baratheon_cheaper),),
    ),
)
