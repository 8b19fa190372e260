"""Battle of the Blackwater (04120, TC, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _discard_the_duplicates(st: GameState, use: Use) -> list[Prim]:
    """ "Discard each duplicate you control and each duplicate controlled by that opponent
    from play" (``choice``: the opponent; a duplicate is controlled with the card it is
    under)."""
    seats = {use.seat, chosen_opponent(st, use)}
    cards = st.cards
    return [
        primitives.discard(dupe)
        for p in st.players
        if p.index in seats
        for cid in p.in_play
        for host in (cid, *cards[cid].attachments)
        for dupe in cards[host].dupes
    ]


register(
    # Battle of the Blackwater: "Choose an opponent"; discard each duplicate you and that
    # player control
    Script(
        "04120",
        abilities=(
            Ability(
                "when_revealed",
                "choose an opponent: discard each duplicate you and he or she control",
                _discard_the_duplicates,
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
)
