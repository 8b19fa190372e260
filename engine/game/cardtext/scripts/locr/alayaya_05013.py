"""Alayaya (05013, LoCR, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _move_gold_from_loser(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None
    loser = use.answers.get("loser")
    if not st.players[loser].gold:
        return []
    return [
        primitives.spend_gold(SEATS[loser], 1),
        primitives.gain_gold(SEATS[use.seat], 1),
    ]


register(
    # Alayaya: move 1 gold from the losing opponent's pool to yours
    Script(
        "05013",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge in which Alayaya participates, take 1 gold",
                _move_gold_from_loser,
                trigger=on.won_challenge(self_participating=True),
            ),
        ),
    ),
)
