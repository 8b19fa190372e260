"""The Bastard of Nightsong (08107, SAT, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _power_from_loser(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None
    loser = use.answers.get("loser")
    if not st.players[loser].power:
        return []
    return [primitives.move_power(1, from_seat=SEATS[loser], to_seat=SEATS[use.seat])]


register(
    # The Bastard of Nightsong: after a [power] win, move 1 power from the loser to you
    Script(
        "08107",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge in which he participates, move 1 power from "
                "the losing opponent's faction card to your own",
                _power_from_loser,
                trigger=on.won_challenge("power", self_participating=True),
            ),
        ),
    ),
)
