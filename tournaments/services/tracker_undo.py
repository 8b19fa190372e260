"""Undo on the live tracker: a player takes back their own last entry before the opponent
acts ([LOG-UNDO-2, LOG-UNDO-3]), recorded as an ``undo`` event (nothing is deleted)."""

from __future__ import annotations

from typing import Any

from tournaments.errors import DomainError, PermissionDenied
from tournaments.models import Tournament
from tournaments.selectors.tracker import TrackerState
from tournaments.services.tracker_log import entry_record


def tracker_undo(
    tournament: Tournament,
    match_key: str,
    *,
    user: Any,
    expected_version: int,
    idempotency_key: str | None = None,
) -> TrackerState:
    """Undo the viewer's own last entry before the opponent acts: recorded as an ``undo``
    event (nothing is deleted); the engine checks it may be undone."""

    def build(ts: TrackerState) -> dict[str, Any]:
        if ts.my_seat is None:
            raise PermissionDenied("only a player undoes their own entry")
        if ts.match.reports or ts.match.result is not None:
            raise DomainError(
                "the result of this log is reported: it can no longer be undone",
                code="result_reported",
                field="undo",
            )
        target = ts.undoable
        if target is None:
            raise DomainError(
                "there is no entry of yours to undo before your opponent's "
                "[LOG-UNDO-2, LOG-UNDO-3]",
                code="nothing_to_undo",
                field="undo",
            )
        return {"type": "undo", "seat": ts.my_seat, "undoes": target["seq"]}

    return entry_record(
        tournament,
        match_key,
        user=user,
        kind="undo",
        body={},
        expected_version=expected_version,
        idempotency_key=idempotency_key,
        build=build,
    )
