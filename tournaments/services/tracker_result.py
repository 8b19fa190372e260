"""The result of a live-tracked game: a player confirms what the finished log shows, and that
is their result report (``services.results``)."""

from __future__ import annotations

from typing import Any

from tournaments.errors import DomainError, PermissionDenied
from tournaments.models import Tournament
from tournaments.selectors.tracker import tracker_propose_result, tracker_state
from tournaments.services import results as results_svc


def tracker_confirm_result(
    tournament: Tournament,
    match_key: str,
    *,
    user: Any,
    idempotency_key: str | None = None,
) -> dict[str, Any]:
    """A player confirms the result the log shows: that is their result report
    (``results.result_report``); the second player's agreeing report confirms it."""
    ts = tracker_state(tournament, match_key, user=user)
    if ts.my_seat is None:
        raise PermissionDenied("only the two players report their result [T-ROLE-2]")
    proposal = tracker_propose_result(ts)
    if proposal is None:
        raise DomainError(
            "the log shows no finished game yet", code="game_not_over", field="result"
        )
    results_svc.result_report(
        tournament,
        match_key,
        user=user,
        result=proposal["result"],
        end_reason=proposal["end_reason"],
        power=proposal["power"],
        time_step=proposal["time_step"],
        idempotency_key=idempotency_key,
    )
    return proposal
