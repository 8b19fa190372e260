"""A Lannister Always Pays His Debts (05022, LoCR, lannister event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _lost_this_phase(st: GameState, use: Use) -> str | None:
    """ "an opponent who has won a challenge against you this phase"."""
    chosen_opponent(st, use)  # the choice names an opponent ([R-TARGET-1])
    if st.phase != "challenges" or not st.players[use.seat].lost:
        return "no opponent has won a challenge against you this phase"
    return None


def _two_more_challenges(st: GameState, use: Use) -> list[Prim]:
    seat = SEATS[use.seat]
    return [
        primitives.lasting("challenges", "phase", seat=seat, amount=1, name=t)
        for t in ("military", "intrigue")
    ]


register(
    # A Lannister Always Pays His Debts: an additional [military] and [intrigue] challenge
    Script(
        "05022",
        abilities=(
            Ability(
                "action",
                "choose an opponent who has won a challenge against you this phase: "
                "an additional military and intrigue challenge",
                _two_more_challenges,
                phase="challenges",
                condition=_lost_this_phase,
                choices=OPPONENT_CHOICES,
                limit=Limit(1, "phase", by_title=True),
            ),
        ),
    ),
)
