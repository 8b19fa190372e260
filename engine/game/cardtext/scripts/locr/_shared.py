"""locr: helpers two or more of its cards share."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.vocab import (
    card_test,
)
from engine.game.state.model import GameState

_YOUR_KNIGHT = card_test(type="character", controller="you", traits=("Knight",))


def _still_in_game(st: GameState, use: Use) -> str | None:
    """A forced ability of a plot whose player is out of the game does not resolve."""
    return "out of the game ([R-ELIM-1])" if st.players[use.seat].eliminated else None


_CLANSMEN = card_test(type="character", controller="you", traits=("Clansman",))


TYPES = ("military", "intrigue", "power")
