"""Hellholt (09032, HoT, martell location)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _lost_by_5(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you lose a challenge by 5 or more STR"."""
    return h.kind == "challenge_won" and h.get("loser") == use.seat and h.get("margin", 0) >= 5


register(
    # Hellholt: after you lose a challenge by 5 or more STR, it gains 1 power
    Script(
        "09032",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge by 5 or more STR, Hellholt gains 1 power",
                effects.gain_power_self(1),
                trigger=_lost_by_5,
            ),
        ),
    ),
)
