"""Match logs: one append-only stream per match, checked for format at once and replayed by
the engine in a Celery task (docs/design.md, "The flow of data", steps 3-4).

A match-log stream holds ``LogStarted`` (the log's header, and which seat is which player),
one ``LogEventAppended`` per log event, and ``VerdictRecorded`` for each verification. The
log is uploaded whole (one append: all events or none) or logged live (appends with the
expected stream version: a stale one is a 409). Verification appends exactly one verdict per
log version and engine version, however often its task runs; a verdict that contradicts the
result, or an invalid log, puts the match in the dispute queue
(``selectors.reconciliation``; a result recorded later is compared in
``services.reconciliation``).
"""

from __future__ import annotations

import json
from typing import Any

from django.conf import settings
from django.db import transaction

import engine
from engine.game.api import LogFormatError, MatchLog, parse_log
from tournaments import eventstore, queue
from tournaments.access import match_for_user
from tournaments.errors import DomainError, NotFound
from tournaments.eventstore import NewEvent
from tournaments.models import Match, Tournament
from tournaments.models import MatchLog as MatchLogRow
from tournaments.selectors.matchlogs import cards_for, log_document, matchlog_stream
from tournaments.services.logchecks import log_cards_checked, log_decks_checked
from tournaments.services.verdicts import matchlog_verify


def _document(content: bytes | str | dict[str, Any]) -> dict[str, Any]:
    if isinstance(content, dict):
        return content
    try:
        doc = json.loads(content)
    except (ValueError, UnicodeDecodeError) as error:
        raise DomainError(f"the match log is not JSON: {error}", code="invalid_log") from None
    if not isinstance(doc, dict):
        raise DomainError("a match log is one JSON object", code="invalid_log")
    return doc


def log_checked(doc: dict[str, Any], source: bytes | str | None = None) -> MatchLog:
    """The engine's format check: errors name the line (of ``source``, the text ``doc`` was
    read from, when there is one), the field and the event number."""
    events = doc.get("events")
    if isinstance(events, list) and len(events) > settings.AGOT_MAX_LOG_EVENTS:
        raise DomainError(
            f"a match log holds at most {settings.AGOT_MAX_LOG_EVENTS} events",
            code="log_too_long",
            field="events",
        )
    try:
        return parse_log(source if source is not None else doc)
    except LogFormatError as error:
        raise DomainError(str(error), code="invalid_log", field="log") from None


def log_started(doc: dict[str, Any], match: Match, parsed: MatchLog) -> dict[str, Any]:
    """The ``LogStarted`` payload: the log's header, and which seat is which player (seats in
    the order player A, B). Shared by uploads and the live tracker."""
    header = {k: v for k, v in doc.items() if k != "events"}
    players = {parsed.seats[0].key: match.player_a.player_id}
    if match.player_b is not None:
        players[parsed.seats[1].key] = match.player_b.player_id
    return {"header": header, "players": players}


def matchlog_upload(
    tournament: Tournament,
    match_key: str,
    content: bytes | str | dict[str, Any],
    *,
    user: Any,
    idempotency_key: str | None = None,
) -> MatchLogRow:
    """Upload a whole log into the match's empty stream: all of it is stored, or nothing."""
    match = match_for_user(tournament, match_key, user)
    doc = _document(content)
    parsed = log_checked(doc, None if isinstance(content, dict) else content)
    log_cards_checked(parsed, cards_for(parsed))
    log_decks_checked(parsed, match)
    started = {**log_started(doc, match, parsed), "uploaded_events": len(doc["events"])}
    new = [NewEvent("LogStarted", started)]
    new += [NewEvent("LogEventAppended", event) for event in doc["events"]]
    with transaction.atomic():
        recorded = eventstore.append(
            matchlog_stream(tournament, match_key),
            0,
            new,
            idempotency_key=idempotency_key,
            actor=str(user.pk),
        )
        return log_stored(
            tournament,
            match,
            len(doc["events"]),
            recorded[-1].version,
            whole=bool(doc["events"]),
        )


def matchlog_append(
    tournament: Tournament,
    match_key: str,
    events: list[dict[str, Any]],
    *,
    expected_version: int,
    user: Any,
    idempotency_key: str | None = None,
) -> MatchLogRow:
    """Log events live, after ``expected_version`` of the stream (409 if it moved on)."""
    match = match_for_user(tournament, match_key, user)
    stream = matchlog_stream(tournament, match_key)
    stored = eventstore.read(stream)
    if not stored:
        raise NotFound(
            "this match has no log yet: upload its header (and any events) first", field="match"
        )
    if not isinstance(events, list) or not events:
        raise DomainError("send a list of one or more log events", field="events")
    doc = log_document(stored)
    log_version = len(doc["events"]) + len(events)
    log_checked({**doc, "events": doc["events"] + events})
    with transaction.atomic():
        recorded = eventstore.append(
            stream,
            expected_version,
            [NewEvent("LogEventAppended", e) for e in events],
            idempotency_key=idempotency_key,
            actor=str(user.pk),
        )
        return log_stored(tournament, match, log_version, recorded[-1].version)


def log_stored(
    tournament: Tournament,
    match: Match,
    log_version: int,
    stream_version: int,
    *,
    verify: bool = True,
    whole: bool = False,
) -> MatchLogRow:
    """Project a stored log version; queue its verification (the live tracker checks each
    entry itself, so it asks only when the game is over: ``verify=False`` before that).
    ``whole``: an upload holding its events (anything appended later makes it live)."""
    stream = matchlog_stream(tournament, match.key)
    row, _ = MatchLogRow.objects.update_or_create(
        match=match,
        defaults={
            "tournament": tournament,
            "stream_id": stream,
            "log_version": log_version,
            "stream_version": stream_version,
            "status": MatchLogRow.Status.PENDING,
            "whole": whole,
        },
    )
    if verify:
        matchlog_verify_queue(row)
    return row


def matchlog_verify_queue(row: MatchLogRow) -> None:
    """Queue the verification of the row's log as it is now, once the transaction commits
    (with the others queued in the same transaction: a bulk upload is verified in batches)."""
    queue.enqueue_batched_after_commit(queue.MATCHLOGS_VERIFY, [row.stream_id, row.log_version])


def verification_sweep(older_than_seconds: int = 120) -> int:
    """Re-queue logs whose verification is overdue (a lost broker or killed worker):
    PostgreSQL is the source of truth, the queue only a way to get work done."""
    from datetime import timedelta

    from django.db.models import F, Q
    from django.utils import timezone

    cutoff = timezone.now() - timedelta(seconds=older_than_seconds)
    overdue = MatchLogRow.objects.filter(updated_at__lt=cutoff).filter(
        Q(verified_version__isnull=True) | ~Q(verified_version=F("log_version"))
    )
    items = [
        [stream, version] for stream, version in overdue.values_list("stream_id", "log_version")
    ]
    for start in range(0, len(items), queue.BATCH_SIZE):
        queue.enqueue(queue.MATCHLOGS_VERIFY, items[start : start + queue.BATCH_SIZE])
    return len(items)


def reverify() -> tuple[int, list[dict[str, Any]]]:
    """Verify again every log whose latest verdict came from another engine or card data
    version than the current ones; return how many were verified again and those whose
    verdict changed. Old verdicts stay in the streams: history is not rewritten."""
    changed, again = [], 0
    for row in MatchLogRow.objects.filter(verified_version__isnull=False).order_by("pk"):
        parsed = parse_log(log_document(eventstore.read(row.stream_id)))
        current = (engine.ENGINE_VERSION, cards_for(parsed).version)
        if (row.engine_version, row.card_data_version) == current:
            continue
        again += 1
        old = row.verdict
        new = matchlog_verify(row.stream_id, row.log_version)
        if new is not None and _outcome(new) != _outcome(old):
            changed.append({"stream": row.stream_id, "old": _outcome(old), "new": _outcome(new)})
    return again, changed


def _outcome(verdict: dict[str, Any] | None) -> dict[str, Any]:
    keys = ("status", "winner", "end_reason", "digest")
    return {k: (verdict or {}).get(k) for k in keys}
