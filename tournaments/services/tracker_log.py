"""The common path of every live tracker entry (``tracker_entries``, ``tracker_undo``): a
retried request returns its first reply; else the log version is checked, the event built,
pushed on a fresh replay of the stored log (an illegal entry is refused with its rule id and
nothing is stored) and appended to the match-log stream.

An entry made against an older log version is a conflict (409) and the page shows the new
state. Each entry carries an idempotency key made once per entry by the client: a retry after
a lost reply returns the first reply and records nothing twice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.db import transaction

from engine.game.api import LogFormatError, RuleError
from engine.game.api import Match as LiveMatch
from tournaments import eventstore
from tournaments.errors import ConflictError, DomainError, PermissionDenied
from tournaments.eventstore import NewEvent, RecordedEvent
from tournaments.models import Tournament
from tournaments.selectors.matchlogs import matchlog_stream
from tournaments.selectors.tracker import (
    TrackerState,
    log_events,
    may_enter,
    replayed,
    tracker_state,
    with_offers,
)
from tournaments.services import matchlogs

_APPEND_TRIES = 5  # a verdict landing between read and append moves the stream head
BuildEvent = Callable[[TrackerState], dict[str, Any]]


def _earlier(idempotency_key: str | None, stream: str, digest: str) -> list[RecordedEvent]:
    """What a request with this key recorded before (empty for a new key)."""
    if not idempotency_key:
        return []
    return eventstore.earlier_reply(idempotency_key, stream, digest) or []


def _entered(recorded: RecordedEvent) -> dict[str, Any]:
    return {
        "seq": recorded.payload["seq"],
        "stream_version": recorded.version,
        "event": recorded.payload,
    }


def _stale(expected_version: int, current_version: int) -> ConflictError:
    return ConflictError(
        f"the log moved on: it holds {current_version} events, not {expected_version}; "
        "the page shows the game as it is now",
        field="expected_version",
        details={"expected_version": expected_version, "current_version": current_version},
    )


def _check_version(ts: TrackerState, expected_version: int) -> None:
    if expected_version != ts.log_version:
        raise _stale(expected_version, ts.log_version)


def require_may_enter(ts: TrackerState, seat: str | None, what: str) -> None:
    if not may_enter(ts, seat):
        raise PermissionDenied(
            f"{what} is seat {seat}'s to enter: each player enters their own decisions [T-ROLE-2]",
            field="option",
        )


def _push_checked(ts: TrackerState, event: dict[str, Any]) -> LiveMatch:
    """Number the event and push it on a fresh replay of the stored log: the engine's
    verdict on it, before anything is stored. Returns that replay, the event pushed."""
    numbered = {"seq": ts.log_version + 1, **{k: v for k, v in event.items() if k != "seq"}}
    fresh = replayed(ts.parsed, list(ts.live.events))
    try:
        fresh.push(numbered)
    except RuleError as error:
        raise DomainError(
            f"not legal now: {error.message}",
            code="illegal_event",
            seq=numbered["seq"],
            rule=error.rule,
        ) from None
    except LogFormatError as error:
        raise DomainError(str(error), code="invalid_log", seq=numbered["seq"]) from None
    return fresh


def _store(
    tournament: Tournament,
    ts: TrackerState,
    after: LiveMatch,
    *,
    user: Any,
    idempotency_key: str | None,
    digest: str,
) -> int:
    """Append the event ``after`` ends with at the stream head; returns the new stream
    version. Only a verdict may have landed since the log was read: another log event is a
    conflict."""
    event = after.events[-1]
    stream = matchlog_stream(tournament, ts.match.key)
    for _ in range(_APPEND_TRIES):
        head = eventstore.stream_version(stream)
        try:
            with transaction.atomic():
                recorded = eventstore.append(
                    stream,
                    head,
                    [NewEvent("LogEventAppended", event)],
                    idempotency_key=idempotency_key,
                    actor=str(user.pk),
                    request_digest=digest,
                )
                matchlogs.log_stored(
                    tournament,
                    ts.match,
                    event["seq"],
                    recorded[-1].version,
                    verify=bool(after.state.over),
                )
            return recorded[-1].version
        except ConflictError:
            current = len(log_events(eventstore.read(stream)))
            if current != ts.log_version:
                raise _stale(ts.log_version, current) from None
    raise ConflictError("the log kept changing; try again", field="expected_version")


def entry_record(
    tournament: Tournament,
    match_key: str,
    *,
    user: Any,
    kind: str,
    body: dict[str, Any],
    expected_version: int,
    idempotency_key: str | None,
    build: Any,
) -> TrackerState:
    """The common path of every entry: a retried request returns the state at once; else the
    version is checked, the event built and checked by the engine, and stored."""
    stream = matchlog_stream(tournament, match_key)
    digest = eventstore.request_digest(
        stream, str(user.pk), kind, {**body, "expected_version": expected_version}
    )
    earlier = _earlier(idempotency_key, stream, digest)
    if earlier:
        ts = tracker_state(tournament, match_key, user=user)
        ts.entered = _entered(earlier[-1])
        return ts
    ts = tracker_state(tournament, match_key, user=user)
    if ts.my_seat is None and not ts.official:
        raise PermissionDenied("only the two players and the officials enter this log")
    if ts.closed is not None:
        raise ts.closed
    if ts.broken is not None:
        raise ConflictError(
            f"this log breaks a rule at event {ts.broken['seq']}: nothing more can be entered "
            "on it; a judge rules on it",
            code="log_breaks_a_rule",
            seq=ts.broken["seq"],
            rule=ts.broken["rule"],
        )
    _check_version(ts, expected_version)
    after = _push_checked(ts, build(ts))
    version = _store(
        tournament, ts, after, user=user, idempotency_key=idempotency_key, digest=digest
    )
    ts.live, ts.log_version, ts.stream_version, ts.verdict = after, len(after.events), version, None
    ts.entered = {
        "seq": after.events[-1]["seq"],
        "stream_version": version,
        "event": after.events[-1],
    }
    return with_offers(ts)
