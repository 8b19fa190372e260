"""Cersei Lannister (05001, LoCR, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    constants,
    effects,
)
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _opponent_hand_discarded(st: GameState, use: Use, h: Happening) -> bool:
    """ "After 1 or more cards are discarded from an opponent's hand"."""
    return h.kind == "discarded_from_hand" and h.seat is not None and h.seat != use.seat


register(
    # Cersei Lannister: no kneeling to attack in [intrigue]; power after a hand discard
    Script(
        "05001",
        constants=(constants.on_self("no_kneel", "attacker:intrigue"),),
        abilities=(
            Ability(
                "reaction",
                "after cards are discarded from an opponent's hand, Cersei gains 1 power",
                effects.gain_power_self(1),
                trigger=_opponent_hand_discarded,
                limit=Limit(3, "round"),
            ),
        ),
    ),
)
