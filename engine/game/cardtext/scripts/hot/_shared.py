"""hot: helpers two or more of its cards share."""

from __future__ import annotations

from engine.game.state.model import GameState


def _top_of_deck(st: GameState, seat: int, count: int) -> list[str]:
    """The top ``count`` cards of the seat's deck when its order is known, else any of its
    cards (which ones is a chance outcome the log names)."""
    deck = st.players[seat].deck
    return deck[::-1][:count] if st.players[seat].deck_known else list(deck)


TYRELL = "tyrell"


def _alone(st: GameState, cid: str) -> bool:
    """Attacking or defending alone."""
    ch = st.challenge
    return ch is not None and [cid] in (ch.attackers, ch.defenders)
