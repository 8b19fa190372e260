"""Trade Routes (09051, HoT, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _locations_gold(st: GameState, use: Use) -> list[Prim]:
    """ "Gain 1 gold for each location you control and each location that opponent controls"."""
    seats = (use.seat, chosen_opponent(st, use))
    count = sum(
        1 for s in seats for cid in st.players[s].in_play if st.cards[cid].card.type == "location"
    )
    return [primitives.gain_gold(SEATS[use.seat], count)] if count else []


register(
    # Trade Routes: 1 gold for each location you and the chosen opponent control
    Script(
        "09051",
        abilities=(
            Ability(
                "when_revealed",
                "gain 1 gold for each location you and an opponent control",
                _locations_gold,
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
)
