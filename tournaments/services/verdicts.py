"""Verification of a match log: replay it with the engine and record its verdict, once per
log version, engine version and card data (docs/design.md, "The flow of data", step 4;
issue 25 for its speed).

A worker reads the whole log in one query (``eventstore.read_payload_arrays``: PostgreSQL
renders the payloads as one JSON document per event type), replays it, and records the
verdict and its projection in one statement (``eventstore.append_derived``). A verdict that
contradicts the result, or an invalid or unverifiable log, opens a dispute in the same
transaction as the verdict, on the ordinary path.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import orjson
from django.db import transaction
from django.db.models import QuerySet

import engine
from engine.game.api import CardDB, LogFormatError, MatchLog, parse_log, replay
from tournaments import eventstore
from tournaments.errors import ConflictError
from tournaments.eventstore import NewEvent
from tournaments.models import MatchLog as MatchLogRow
from tournaments.models import Tournament
from tournaments.selectors.matchlogs import cards_for
from tournaments.selectors.reconciliation import log_result_check
from tournaments.services import disputes
from tournaments.services.logchecks import unverifiable_verdict


@dataclass(frozen=True)
class _StoredLog:
    """A match-log stream as verification needs it, read in one query."""

    version: int  # the stream's version
    started: dict[str, Any]  # the LogStarted payload
    events: list[dict[str, Any]]  # the log's events, in order
    verdicts: list[dict[str, Any]]

    def document(self) -> dict[str, Any]:
        return {**self.started["header"], "events": self.events}


LOG_TYPES = ("LogStarted", "LogEventAppended", "VerdictRecorded")


def _stored_log(stream: str) -> _StoredLog | None:
    return _decoded(*eventstore.read_payload_arrays(stream, LOG_TYPES))


def _decoded(version: int, arrays: dict[str, str]) -> _StoredLog | None:
    started = orjson.loads(arrays["LogStarted"])
    if not started:
        return None
    events = orjson.loads(arrays["LogEventAppended"])
    return _StoredLog(version, started[0], events, orjson.loads(arrays["VerdictRecorded"]))


def _existing_verdict(
    verdicts: list[dict[str, Any]], log_version: int, card_data_version: str
) -> dict[str, Any] | None:
    """The verdict already recorded for this log version by this engine on this card data."""
    wanted = (log_version, engine.ENGINE_VERSION, card_data_version)
    for p in verdicts:
        if (p["log_version"], p["engine_version"], p["card_data_version"]) == wanted:
            return p
    return None


def matchlog_verify(stream: str, log_version: int) -> dict[str, Any] | None:
    """Replay the log as it was at ``log_version`` and record the verdict, once.

    Returns the verdict, or None when the log has moved on (its newer version is queued).
    """
    for _ in range(5):
        stored = _stored_log(stream)
        if stored is None or len(stored.events) != log_version:
            return None
        verdict, earlier = _verdict_for(stored, log_version)
        if earlier:
            return verdict
        facts, reason = _match_facts(stream, verdict)
        try:
            _verdict_recorded(facts, stored.version, verdict, reason)
            return verdict
        except ConflictError:
            continue  # someone appended meanwhile: look again
    raise ConflictError(f"{stream} kept changing during verification", field="stream")


def _verdict_for(stored: _StoredLog, log_version: int) -> tuple[dict[str, Any], bool]:
    """The verdict on the stored log as it was at ``log_version``, and whether it was
    recorded before (by this engine on this card data)."""
    parsed, cards = _readable(stored.document())
    card_data_version = cards.version if cards is not None else ""
    if earlier := _existing_verdict(stored.verdicts, log_version, card_data_version):
        return earlier, True
    return _judged(parsed, cards, log_version), False


@dataclass(frozen=True)
class _Judged:
    """A verdict to record: on the log of ``facts``, after stream version ``expected``."""

    facts: _MatchFacts
    expected: int
    verdict: dict[str, Any]
    reason: str  # why it sends the match to the judges, or ''


def matchlogs_verify(items: Sequence[tuple[str, int]]) -> int:
    """``matchlog_verify`` of several logs (stream, log version), in three statements where no
    verdict sends its match to the judges: the logs in one query, their rows and matches in
    one, and the verdicts with their projections in one (``eventstore.append_derived_many``).
    A verdict that opens a dispute, or whose stream moved meanwhile, is recorded on its own.
    Returns how many logs have their verdict (a log that moved on is verified by the task
    its newer version queued)."""
    wanted = dict(items)
    found = eventstore.read_payload_arrays_many(list(wanted), LOG_TYPES)
    rows = {row.stream_id: row for row in _rows().filter(stream_id__in=list(wanted))}
    judged, earlier = [], 0
    for stream, log_version in wanted.items():
        stored = _decoded(*found[stream]) if stream in found else None
        if stored is None or len(stored.events) != log_version or stream not in rows:
            continue
        verdict, recorded_before = _verdict_for(stored, log_version)
        if recorded_before:
            earlier += 1
            continue
        facts, reason = _facts_of(rows[stream], verdict)
        judged.append(_Judged(facts, stored.version, verdict, reason))
    recorded = _verdicts_recorded([j for j in judged if not j.reason])
    for j in judged:
        if j.facts.stream in recorded:
            continue
        try:
            _verdict_recorded(j.facts, j.expected, j.verdict, j.reason)
        except ConflictError:
            matchlog_verify(j.facts.stream, j.verdict["log_version"])  # read it again
    return earlier + len(judged)


def _verdicts_recorded(judged: Sequence[_Judged]) -> set[str]:
    """Record verdicts that open no dispute, with their projections, in one statement; the
    streams recorded (none where that cannot be done: see ``append_derived_many``)."""
    appends = [
        eventstore.DerivedAppend(
            j.facts.stream, j.expected, NewEvent("VerdictRecorded", j.verdict), [j.facts.row_id]
        )
        for j in judged
    ]
    recorded = eventstore.append_derived_many(
        appends, actor="verifier", update=VERDICTS_UPDATE, where=VERDICTS_WHERE
    )
    return recorded or set()


def _projected(verdict: dict[str, Any]) -> list[Any]:
    return [verdict["log_version"], verdict["engine_version"], verdict["card_data_version"]]


# The projection of a verdict, as the SQL of ``eventstore.append_derived``.
VERDICT_UPDATE = (
    f"UPDATE {MatchLogRow._meta.db_table} SET status = %s, verdict = %s::jsonb, "
    "verified_version = %s, engine_version = %s, card_data_version = %s, "
    "stream_version = appended.version"
)
# The projection of verdicts, as the SQL of ``eventstore.append_derived_many``: the event's
# payload is the verdict, and the item's one extra value the row's id.
VERDICTS_UPDATE = (
    f"UPDATE {MatchLogRow._meta.db_table} SET status = item.payload->>'status', "
    "verdict = item.payload, verified_version = (item.payload->>'log_version')::int, "
    "engine_version = item.payload->>'engine_version', "
    "card_data_version = item.payload->>'card_data_version', stream_version = appended.version"
)
VERDICTS_WHERE = f"{MatchLogRow._meta.db_table}.id = (item.extra->>0)::bigint"


@dataclass(frozen=True)
class _MatchFacts:
    """What recording a verdict needs of its log's row and match."""

    stream: str
    row_id: int
    tournament_id: int
    key: str


def _match_facts(stream: str, verdict: dict[str, Any]) -> tuple[_MatchFacts, str]:
    """The log's row and match (one query), and why the verdict sends the match to the
    judges, or '' (``selectors.reconciliation``: an invalid or unverifiable log, or one that
    contradicts the result)."""
    return _facts_of(_rows().get(stream_id=stream), verdict)


def _rows() -> QuerySet[MatchLogRow]:
    return MatchLogRow.objects.select_related("match__player_a", "match__player_b")


def _facts_of(row: MatchLogRow, verdict: dict[str, Any]) -> tuple[_MatchFacts, str]:
    row.verdict, row.verified_version = verdict, verdict["log_version"]  # about to be recorded
    check = log_result_check(row.match, row)
    reason = check.text if check is not None and check.sent_to_judges else ""
    return _MatchFacts(row.stream_id, row.pk, row.tournament_id, row.match.key), reason


def _verdict_recorded(
    facts: _MatchFacts, expected_version: int, verdict: dict[str, Any], reason: str
) -> None:
    """Append the verdict and project it: one statement when nothing else must commit with
    it; with a dispute to open, one transaction for all of it."""
    new = NewEvent("VerdictRecorded", verdict)
    if not reason:
        values = [verdict["status"], orjson.dumps(verdict).decode(), *_projected(verdict)]
        values.append(facts.row_id)
        if eventstore.append_derived(
            facts.stream,
            expected_version,
            new,
            actor="verifier",
            update=VERDICT_UPDATE,
            where=f"{MatchLogRow._meta.db_table}.id = %s",
            params=values,
        ):
            return
    with transaction.atomic():
        eventstore.append(facts.stream, expected_version, [new], actor="verifier")
        _verdict_projected(facts, verdict, expected_version + 1, reason)


# What a replay raises when the log itself is the problem: the same engine on the same card
# data fails the same way every time, so a retry cannot help (a database or broker error,
# or card data that cannot be read, is not among these: those are retried).
UNFIXABLE = (LogFormatError, RecursionError, ValueError, TypeError, KeyError, IndexError)


def _readable(doc: dict[str, Any]) -> tuple[MatchLog | LogFormatError, CardDB | None]:
    """The parsed log and its card data, or the format error that makes it unreadable."""
    try:
        parsed = parse_log(doc)
    except LogFormatError as error:
        return error, None
    return parsed, cards_for(parsed)


def _judged(
    parsed: MatchLog | LogFormatError, cards: CardDB | None, log_version: int
) -> dict[str, Any]:
    version = cards.version if cards is not None else ""
    if isinstance(parsed, LogFormatError):
        return unverifiable_verdict(log_version, version, parsed)
    if cards is None:  # _readable gives no cards only with a format error; kept for mypy
        return unverifiable_verdict(log_version, version, LogFormatError("no card data"))
    try:
        return {"log_version": log_version, **replay(parsed, cards).as_dict()}
    except UNFIXABLE as error:
        return unverifiable_verdict(log_version, version, error)


def _verdict_projected(
    facts: _MatchFacts, verdict: dict[str, Any], stream_version: int, reason: str
) -> None:
    MatchLogRow.objects.filter(pk=facts.row_id).update(
        status=verdict["status"],
        verdict=verdict,
        verified_version=verdict["log_version"],
        engine_version=verdict["engine_version"],
        card_data_version=verdict["card_data_version"],
        stream_version=stream_version,
    )
    if reason:
        tournament = Tournament.objects.get(pk=facts.tournament_id)
        disputes.dispute_open(tournament, facts.key, reason=reason, actor="verifier")
