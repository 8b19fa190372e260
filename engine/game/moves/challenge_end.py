"""The ``end_challenge`` primitive: "end the challenge immediately with no winner or loser"
(I Shall Win No Glory, 07024)."""

from __future__ import annotations

from typing import Any

from engine.game.rules.zones import expire
from engine.game.state.model import GameState, RuleError


def apply_end_challenge(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """The challenge ends now ([F-4.2.6]) before its winner is determined: nobody wins or
    loses it, so no bonus, claim, keyword or "win/lose" reaction follows ([F-4-SUM-3]). It
    was initiated all the same: its type stays used this phase ([F-4.2-1]). The game returns
    to [F-AW-4.1] with the same active player; "until the end of the challenge" effects end."""
    ch = st.challenge
    if ch is None:
        raise RuleError("F-4.2.6", "there is no challenge to end")
    if ch.resolved:
        raise RuleError("F-4.2.6", "the challenge's winner is already determined")
    expire(st, ("challenge",))
    st.challenge, st.step = None, "F-AW-4.1"
