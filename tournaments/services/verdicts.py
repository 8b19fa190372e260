"""Verification of a match log: replay it with the engine and record its verdict, once per
log version, engine version and card data (DESIGN.md, step 4; issue 25 for its speed).

A worker reads the whole log in one query (``eventstore.read_payload_arrays``: PostgreSQL
renders the payloads as one JSON document per event type), replays it, and records the
verdict and its projection in one statement (``eventstore.append_derived``). A verdict that
contradicts the result, or an invalid or unverifiable log, opens a dispute in the same
transaction as the verdict, on the ordinary path.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import orjson
from django.db import transaction

import engine
from engine.game.cards import CardDB
from engine.game.log import LogFormatError, MatchLog, parse_log
from engine.game.replay import replay
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
    version, arrays = eventstore.read_payload_arrays(stream, LOG_TYPES)
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
        parsed, cards = _readable(stored.document())
        card_data_version = cards.version if cards is not None else ""
        if earlier := _existing_verdict(stored.verdicts, log_version, card_data_version):
            return earlier
        verdict = _judged(parsed, cards, log_version)
        facts, reason = _match_facts(stream, verdict)
        try:
            _verdict_recorded(facts, stored.version, verdict, reason)
            return verdict
        except ConflictError:
            continue  # someone appended meanwhile: look again
    raise ConflictError(f"{stream} kept changing during verification", field="stream")


# The projection of a verdict, as the SQL of ``eventstore.append_derived``.
VERDICT_UPDATE = (
    f"UPDATE {MatchLogRow._meta.db_table} SET status = %s, verdict = %s::jsonb, "
    "verified_version = %s, engine_version = %s, card_data_version = %s, "
    "stream_version = appended.version"
)


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
    row = MatchLogRow.objects.select_related("match__player_a", "match__player_b").get(
        stream_id=stream
    )
    row.verdict, row.verified_version = verdict, verdict["log_version"]  # about to be recorded
    check = log_result_check(row.match, row)
    reason = check.text if check is not None and check.sent_to_judges else ""
    return _MatchFacts(stream, row.pk, row.tournament_id, row.match.key), reason


def _verdict_recorded(
    facts: _MatchFacts, expected_version: int, verdict: dict[str, Any], reason: str
) -> None:
    """Append the verdict and project it: one statement when nothing else must commit with
    it; with a dispute to open, one transaction for all of it."""
    new = NewEvent("VerdictRecorded", verdict)
    if not reason:
        values = [verdict["status"], orjson.dumps(verdict).decode(), verdict["log_version"]]
        values += [verdict["engine_version"], verdict["card_data_version"], facts.row_id]
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
