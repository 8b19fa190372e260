"""Conditions of an ability's use, as printed ("Play only during a challenge"): each returns
None when the ability may be used now, else why not (the message of the refusal)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.state import GameState


def during_challenge(st: GameState, use: Use) -> str | None:
    """ "Play only during a challenge" / "Action: during a challenge": one is initiated and
    not yet resolved."""
    ch = st.challenge
    return None if ch is not None and not ch.resolved else "only during a challenge"


def played_from_hand(st: GameState, use: Use) -> str | None:
    """An event that becomes an attachment (Risen from the Sea, Blood Magic Ritual) is
    played from its owner's hand, never used again from play."""
    return None if st.cards[use.source].zone == "hand" else "an event is played from the hand"
