"""Eddard Stark (01144, Core, stark character)."""

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


def _against_you(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a challenge is initiated against you"."""
    return h.kind == "challenge_initiated" and h.get("defender") == use.seat


register(
    # Eddard Stark: stands when a challenge is initiated against you (renown: the framework)
    Script(
        "01144",
        abilities=(
            Ability(
                "reaction",
                "after a challenge is initiated against you, stand Eddard Stark",
                effects.on_self("stand"),
                trigger=_against_you,
            ),
        ),
    ),
)
