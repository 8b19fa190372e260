"""Results reconciled with match logs (docs/decisions/results-and-logs.md).

The verifier compares a new verdict with the result when it records it
(``services.matchlogs``). A result that arrives after the verdict (a player's report, the
organizer's desk) is compared here: a contradiction opens a judge's dispute naming both the
log and the result ([T-ROLE-1]). An incomplete live log never does; the pages show it beside
the result. And the live tracker closes to new entries once the result is final or the event
is complete (``selectors.reconciliation.tracker_closed``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from tournaments.eventstore import RecordedEvent
from tournaments.models import MatchLog as MatchLogRow
from tournaments.models import Tournament
from tournaments.selectors.reconciliation import log_result_check
from tournaments.services import disputes, matchlogs
from tournaments.services import tournaments as tournament_services

ResultService = Callable[..., list[RecordedEvent]]


def result_reconcile(
    tournament: Tournament, match_key: str, *, actor: str | None = None
) -> list[RecordedEvent]:
    """Compare the match's recorded result (or its reports) with its verified log; if they
    contradict each other, open a dispute naming both. Returns the events recorded."""
    # The log with its match, in one query: most matches have no log, and then nothing more
    # is read (a result command pays one round trip here).
    row = (
        MatchLogRow.objects.filter(match__tournament=tournament, match__key=match_key)
        .select_related("match__player_a", "match__player_b")
        .first()
    )
    if row is None:
        return []
    check = log_result_check(row.match, row)
    if check is not None and check.kind == "pending":
        # A live log is verified when its game ends: one that stopped early is verified now,
        # and its verdict is compared with this result when it is recorded.
        matchlogs.matchlog_verify_queue(row)
    # An invalid or unverifiable log went to the judges when its verdict was recorded.
    if check is None or check.kind != "contradicts":
        return []
    return disputes.dispute_open(tournament, match_key, reason=check.text, actor=actor)


def reconciled(service: ResultService) -> ResultService:
    """``service`` (one that records a match's result) followed by ``result_reconcile``."""

    @functools.wraps(service)
    def recorded_then_reconciled(
        tournament: Tournament, match_key: str, *args: Any, **kwargs: Any
    ) -> list[RecordedEvent]:
        recorded = service(tournament, match_key, *args, **kwargs)
        return recorded + result_reconcile(tournament, match_key, actor="reconciliation")

    return recorded_then_reconciled


# The organizer's (and the API's) result commands, each compared with the match's log.
result_record = reconciled(tournament_services.result_record)
result_correct = reconciled(tournament_services.result_correct)
