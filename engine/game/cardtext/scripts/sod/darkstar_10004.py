"""Darkstar (10004, SoD, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _darkstar_attacking(st: GameState, use: Use) -> str | None:
    ch = st.challenge
    if ch is None or ch.resolved or use.source not in ch.attackers:
        return "only during a challenge in which Darkstar is attacking"
    return None


def _return_each_participant(st: GameState, use: Use) -> list[Prim]:
    """ "return each participating character to its owner's hand" (after the sacrifice)."""
    ch = st.challenge
    assert ch is not None
    return [primitives.return_to_hand(cid) for cid in ch.attackers + ch.defenders]


register(
    # Darkstar: while attacking, sacrifice him to return each participant to its owner's hand
    Script(
        "10004",
        abilities=(
            Ability(
                "action",
                "sacrifice him: return each participating character to its owner's hand",
                _return_each_participant,
                condition=_darkstar_attacking,
                costs=(costs.sacrifice_self(),),
            ),
        ),
    ),
)
