"""Beacon of the South (10038, SoD, tyrell attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _won_by_5_attached_attacking(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you win a challenge by 5 or more STR in which attached character is
    attacking"."""
    host = st.cards[use.source].host
    return (
        h.kind == "challenge_won"
        and h.get("winner") == use.seat
        and h.get("margin", 0) >= 5
        and host in h.get("attackers", ())
    )


register(
    # Beacon of the South: after a win by 5 or more STR with attached character attacking,
    # it gains 1 power ([tyrell] character only: framework)
    Script(
        "10038",
        abilities=(
            Ability(
                "reaction",
                "after you win by 5 or more STR with attached character attacking: 1 power",
                effects.on_attached("gain_power", amount=1),
                trigger=_won_by_5_attached_attacking,
            ),
        ),
    ),
)
