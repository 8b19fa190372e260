"""Match logs: one append-only stream per match, checked for format at once and replayed by
the engine in a Celery task (DESIGN.md, steps 3-4).

A match-log stream holds ``LogStarted`` (the log's header, and which seat is which player),
one ``LogEventAppended`` per log event, and ``VerdictRecorded`` for each verification. The
log is uploaded whole (one append: all events or none) or logged live (appends with the
expected stream version: a stale one is a 409). Verification appends exactly one verdict per
log version and engine version, however often its task runs; a verdict that contradicts the
result, or an invalid log, puts the match in the dispute queue.
"""

from __future__ import annotations

import json
from typing import Any

from django.conf import settings
from django.db import transaction

import engine
from engine.game.cards import CardDB
from engine.game.log import LogFormatError, MatchLog, parse_log
from engine.game.replay import replay
from tournaments import eventstore, queue
from tournaments.access import match_for_user
from tournaments.errors import ConflictError, DomainError, NotFound
from tournaments.eventstore import NewEvent, RecordedEvent
from tournaments.models import Match, Tournament
from tournaments.models import MatchLog as MatchLogRow
from tournaments.selectors.matchlogs import cards_for, log_document, matchlog_stream
from tournaments.services import disputes
from tournaments.services.logchecks import (
    log_cards_checked,
    log_decks_checked,
    unverifiable_verdict,
)

WINS = {"a_win": "A", "a_modified_win": "A", "b_win": "B", "b_modified_win": "B"}


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


def log_checked(doc: dict[str, Any]) -> MatchLog:
    """The engine's format check: errors name the line, field or event number."""
    events = doc.get("events")
    if isinstance(events, list) and len(events) > settings.AGOT_MAX_LOG_EVENTS:
        raise DomainError(
            f"a match log holds at most {settings.AGOT_MAX_LOG_EVENTS} events",
            code="log_too_long",
            field="events",
        )
    try:
        return parse_log(doc)
    except LogFormatError as error:
        raise DomainError(str(error), code="invalid_log") from None


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
    parsed = log_checked(doc)
    log_cards_checked(parsed, cards_for(parsed))
    log_decks_checked(parsed, match)
    new = [NewEvent("LogStarted", log_started(doc, match, parsed))]
    new += [NewEvent("LogEventAppended", event) for event in doc["events"]]
    with transaction.atomic():
        recorded = eventstore.append(
            matchlog_stream(tournament, match_key),
            0,
            new,
            idempotency_key=idempotency_key,
            actor=str(user.pk),
        )
        return log_stored(tournament, match, len(doc["events"]), recorded[-1].version)


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
) -> MatchLogRow:
    """Project a stored log version; queue its verification (the live tracker checks each
    entry itself, so it asks only when the game is over: ``verify=False`` before that)."""
    stream = matchlog_stream(tournament, match.key)
    row, _ = MatchLogRow.objects.update_or_create(
        match=match,
        defaults={
            "tournament": tournament,
            "stream_id": stream,
            "log_version": log_version,
            "stream_version": stream_version,
            "status": MatchLogRow.Status.PENDING,
        },
    )
    if verify:
        queue.enqueue_after_commit(queue.MATCHLOG_VERIFY, stream, log_version)
    return row


def _existing_verdict(
    stored: list[RecordedEvent], log_version: int, card_data_version: str
) -> dict[str, Any] | None:
    """The verdict already recorded for this log version by this engine on this card data."""
    wanted = (log_version, engine.ENGINE_VERSION, card_data_version)
    for event in stored:
        p = event.payload
        if (
            event.type == "VerdictRecorded"
            and (p["log_version"], p["engine_version"], p["card_data_version"]) == wanted
        ):
            return p
    return None


def matchlog_verify(stream: str, log_version: int) -> dict[str, Any] | None:
    """Replay the log as it was at ``log_version`` and record the verdict, once.

    Returns the verdict, or None when the log has moved on (its newer version is queued).
    """
    for _ in range(5):
        stored = eventstore.read(stream)
        current = sum(1 for e in stored if e.type == "LogEventAppended")
        if not stored or current != log_version:
            return None
        parsed, cards = _readable(stored)
        card_data_version = cards.version if cards is not None else ""
        if (earlier := _existing_verdict(stored, log_version, card_data_version)) is not None:
            return earlier
        verdict = _judged(parsed, cards, log_version)
        try:
            with transaction.atomic():
                eventstore.append(
                    stream,
                    stored[-1].version,
                    [NewEvent("VerdictRecorded", verdict)],
                    actor="verifier",
                )
                _verdict_projected(stream, verdict, stored)
            return verdict
        except ConflictError:
            continue  # someone appended meanwhile: look again
    raise ConflictError(f"{stream} kept changing during verification", field="stream")


# What a replay raises when the log itself is the problem: the same engine on the same card
# data fails the same way every time, so a retry cannot help (a database or broker error,
# or card data that cannot be read, is not among these: those are retried).
UNFIXABLE = (LogFormatError, RecursionError, ValueError, TypeError, KeyError, IndexError)


def _readable(stored: list[RecordedEvent]) -> tuple[MatchLog | LogFormatError, CardDB | None]:
    """The parsed log and its card data, or the format error that makes it unreadable."""
    try:
        parsed = parse_log(log_document(stored))
    except LogFormatError as error:
        return error, None
    return parsed, cards_for(parsed)


def _judged(
    parsed: MatchLog | LogFormatError, cards: CardDB | None, log_version: int
) -> dict[str, Any]:
    if isinstance(parsed, LogFormatError) or cards is None:  # _readable: no cards, an error
        version = cards.version if cards is not None else ""
        return unverifiable_verdict(log_version, version, _format_error(parsed))
    version = cards.version
    try:
        return {"log_version": log_version, **replay(parsed, cards).as_dict()}
    except UNFIXABLE as error:
        return unverifiable_verdict(log_version, version, error)


def _format_error(parsed: MatchLog | LogFormatError) -> LogFormatError:
    return parsed if isinstance(parsed, LogFormatError) else LogFormatError("no card data")


def _verdict_projected(stream: str, verdict: dict[str, Any], stored: list[RecordedEvent]) -> None:
    row = MatchLogRow.objects.select_related("match", "tournament").get(stream_id=stream)
    MatchLogRow.objects.filter(pk=row.pk).update(
        status=verdict["status"],
        verdict=verdict,
        verified_version=verdict["log_version"],
        engine_version=verdict["engine_version"],
        card_data_version=verdict["card_data_version"],
        stream_version=stored[-1].version + 1,
    )
    players = next(e for e in stored if e.type == "LogStarted").payload["players"]
    reason = _contradiction(row.match, verdict, players)
    if reason:
        disputes.dispute_open(row.tournament, row.match.key, reason=reason, actor="verifier")


def _contradiction(match: Match, verdict: dict[str, Any], players: dict[str, str]) -> str:
    """Why the verdict sends the match to a judge, or '' if it agrees with the result."""
    if verdict["status"] == "unverifiable":
        return f"the match log cannot be verified: {verdict['error']}"[:500]
    if verdict["status"] == "invalid":
        first = verdict["errors"][0]
        return (
            f"the match log breaks [{first['rule']}] at event {first['seq']}: {first['message']}"
        )[:500]
    if verdict["status"] != "valid" or verdict["winner"] is None:
        return ""
    winner = players.get(verdict["winner"])
    claimed = [match.result] if match.result else [r["result"] for r in match.reports.values()]
    seats = {v: k for k, v in players.items()}
    for result in claimed:
        said = _result_winner(match, result)
        if WINS.get(result) and said != winner:
            return (
                f"the match log shows seat {verdict['winner']} ({winner}) won, but the "
                f"result says {said} (seat {seats.get(said or '', '?')})"
            )
    return ""


def _result_winner(match: Match, result: str) -> str | None:
    """The player id a result names as the winner (None for a bye or an unknown result)."""
    player = {"A": match.player_a, "B": match.player_b}.get(WINS.get(result, ""))
    return player.player_id if player is not None else None


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
    count = 0
    for row in overdue:
        queue.enqueue(queue.MATCHLOG_VERIFY, row.stream_id, row.log_version)
        count += 1
    return count


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
