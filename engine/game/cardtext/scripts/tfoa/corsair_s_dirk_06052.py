"""Corsair's Dirk (06052, TFoA, greyjoy attachment)."""

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
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _won_attached_attacking(st: GameState, use: Use, h: Happening) -> bool:
    host = st.cards[use.source].host
    return on.won_challenge()(st, use, h) and host in h.get("attackers", ())


def _move_gold_from_loser(st: GameState, use: Use) -> list[Prim]:
    """ "Move 1 gold from the losing opponent's gold pool to your own" (if it holds any)."""
    loser = use.answers.get("loser") if use.answers is not None else None
    if loser is None or not st.players[loser].gold:
        return []
    return [
        primitives.spend_gold(SEATS[loser], 1),
        primitives.gain_gold(SEATS[use.seat], 1),
    ]


register(
    # Corsair's Dirk: +2 STR (framework); won attacking: 1 gold from the loser to you
    Script(
        "06052",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge in which attached character is attacking, move 1 "
                "gold from the losing opponent's gold pool to yours",
                _move_gold_from_loser,
                trigger=_won_attached_attacking,
            ),
        ),
    ),
)
