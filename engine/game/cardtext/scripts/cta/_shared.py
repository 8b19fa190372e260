"""cta: helpers two or more of its cards share."""

from __future__ import annotations

from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState


def _revealed_has(st: GameState, seat: int, trait: str) -> bool:
    plot = st.players[seat].revealed
    return plot is not None and has_trait(st, plot, trait)
