"""Unbowed, Unbent, Unbroken (01120, Core, martell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import CHALLENGE_TYPES
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _not_first_player_to_play(st: GameState, use: Use) -> str | None:
    return "play only if you are not the first player" if st.first == use.seat else None


def _winner_cannot_initiate_chosen_type(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None
    winner = use.answers.get("winner")
    return [
        primitives.lasting("cannot", "phase", seat=SEATS[winner], name=f"initiate:{use.choice}")
    ]


register(
    # Unbowed, Unbent, Unbroken: the winner cannot initiate challenges of a named type
    Script(
        "01120",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge as the defender: name a type the winner cannot use",
                _winner_cannot_initiate_chosen_type,
                trigger=on.lost_challenge(defending=True),
                condition=_not_first_player_to_play,
                choices=CHALLENGE_TYPES,
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
)
