"""Calm Over Westeros (01008, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _claim_reduced_for_named_type(st: GameState, use: Use) -> list[Prim]:
    """Until a new plot is revealed, -1 claim for the attacker in challenges of the named type
    against the user (a ``claim_defending`` lasting effect the claim step reads)."""
    return [
        primitives.lasting(
            "claim_defending", "plot", seat=SEATS[use.seat], amount=-1, name=use.choice
        )
    ]


_CHALLENGE_TYPES = ("military", "intrigue", "power")


register(
    # Calm Over Westeros: name a type; -1 claim against you in it until a new plot
    Script(
        "01008",
        abilities=(
            Ability(
                "when_revealed",
                "name a challenge type: -1 claim when you defend one of that type",
                _claim_reduced_for_named_type,
                choices=_CHALLENGE_TYPES,
            ),
        ),
    ),
)
