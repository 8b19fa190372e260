"""Slaver's Bay Port (06014, AMAF, targaryen location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, costs
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _port_gold(st: GameState, use: Use) -> list[Prim]:
    """1 gold (2 if an opponent has 4 or more characters in his or her dead pile)."""
    full = any(
        sum(1 for c in p.dead if st.cards[c].card.type == "character") >= 4
        for p in st.players
        if p.index != use.seat
    )
    return [primitives.gain_gold(SEATS[use.seat], 2 if full else 1)]


register(
    # Slaver's Bay Port: limited; kneel: 1 gold (2 with 4 dead characters of an opponent)
    Script(
        "06014",
        abilities=(
            Ability(
                "action",
                "kneel: gain 1 gold (2 if an opponent has 4 dead characters)",
                _port_gold,
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
