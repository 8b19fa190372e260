"""wotn: helpers two or more of its cards share."""

from __future__ import annotations

from engine.game.cardtext.vocab import (
    card_test,
)
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState

_STARK_CHARACTER = card_test(type="character", faction="stark")


def _plot_with_trait(st: GameState, trait: str) -> bool:
    return any(p.revealed is not None and has_trait(st, p.revealed, trait) for p in st.players)
