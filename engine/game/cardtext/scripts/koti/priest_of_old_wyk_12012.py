"""Priest of Old Wyk (12012, KotI, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.rules.traits import has_trait
from engine.game.state.model import CardInst, GameState


def _drowned_god_dead(st: GameState, inst: CardInst) -> bool:
    """ "While there is a Drowned God character in your dead pile"."""
    dead = st.players[inst.controller].dead
    return any(has_trait(st, c, "Drowned God") for c in dead)


register(
    # Priest of Old Wyk: counts for dominance while kneeling with a Drowned God dead
    Script(
        "12012",
        constants=(constants.on_self("dominance_kneeling", when=_drowned_god_dead),),
    ),
)
