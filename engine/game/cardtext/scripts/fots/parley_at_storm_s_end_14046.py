"""Parley at Storm's End (14046, FotS, baratheon plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_TYPES = ("military", "intrigue", "power")


def _no_challenges_of_named_type(st: GameState, use: Use) -> list[Prim]:
    """ "Name a challenge type. Until you reveal a new plot card, challenges of that type
    cannot be initiated" (by any player)."""
    return [
        primitives.lasting("cannot", "plot", seat=p.key, name=f"initiate:{use.choice}")
        for p in st.players
    ]  # fmt: skip


register(
    # Parley at Storm's End: name a type; until a new plot, no challenge of that type
    Script(
        "14046",
        abilities=(
            Ability(
                "when_revealed",
                "name a challenge type: it cannot be initiated until you reveal a new plot",
                _no_challenges_of_named_type,
                choices=_TYPES,
            ),
        ),
    ),
)
