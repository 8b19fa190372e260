"""Verification on PostgreSQL outside any transaction, as a worker runs it (issue 25): the log
is read in one query and the verdict appended and projected in one statement, with the hash
chain intact. Skipped without PostgreSQL unless AGOT_REQUIRE_SERVICES=1."""

from __future__ import annotations

import json

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tournaments import eventstore
from tournaments.errors import ConflictError
from tournaments.eventstore import NewEvent
from tournaments.models import Dispute, MatchLog
from tournaments.services import matchlogs, results, verdicts
from tournaments.services import tournaments as svc

from .factories import user
from .logs import corrupted, golden

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def _uploaded(log: dict, *, report: bool = True) -> MatchLog:
    from agot_site.celery import app

    tournament = svc.tournament_create(organizer=user("org"), name="Cup", seed="pg")
    for index in range(1, 5):
        svc.player_register(tournament, name=f"Player {index}", user=user(f"u{index}"))
    svc.round_pair(tournament)
    match = tournament.matches.get(key="r1-t1")
    a, b = match.player_a.user, match.player_b.user
    if report:
        results.result_report(tournament, "r1-t1", user=a, result="a_win", end_reason="power")
        results.result_confirm(tournament, "r1-t1", user=b)
    eager = app.conf.task_always_eager
    app.conf.task_always_eager = False  # queued for nobody: this test verifies by itself
    try:
        matchlogs.matchlog_upload(tournament, "r1-t1", json.dumps(log), user=a)
    finally:
        app.conf.task_always_eager = eager
        from tests.workers import purge_queues

        purge_queues()
    return MatchLog.objects.get(match=match)


def test_a_verdict_is_read_in_one_query_and_recorded_in_one_statement() -> None:
    row = _uploaded(golden())
    assert row.verified_version is None
    with CaptureQueriesContext(connection) as queries:
        verdict = matchlogs.matchlog_verify(row.stream_id, row.log_version)
    statements = [q["sql"] for q in queries.captured_queries]
    writes = [s for s in statements if s.lstrip().upper().startswith(("WITH", "INSERT", "UPDATE"))]
    assert len(writes) == 1 and "set_config('synchronous_commit'" in writes[0]
    assert not any(s.strip().upper() in ("BEGIN", "COMMIT") for s in statements)
    reads = [s for s in statements if "event_store_event" in s and s.startswith("SELECT")]
    assert len(reads) == 1  # the whole log, verdicts included, in one query
    row.refresh_from_db()
    assert verdict is not None and row.status == "valid" == verdict["status"]
    assert row.verdict == verdict and row.verified_version == row.log_version == 47
    assert row.stream_version == eventstore.stream_version(row.stream_id) == 49
    assert eventstore.verify(row.stream_id) == (1, [])  # the hash chain holds
    again = matchlogs.matchlog_verify(row.stream_id, row.log_version)
    assert again == verdict
    assert [e.type for e in eventstore.read(row.stream_id)].count("VerdictRecorded") == 1


def test_a_derived_append_behind_the_stream_is_a_conflict_and_changes_nothing() -> None:
    row = _uploaded(golden())
    head = eventstore.stream_version(row.stream_id)
    with pytest.raises(ConflictError):
        eventstore.append_derived(
            row.stream_id,
            head - 1,
            NewEvent("VerdictRecorded", {"status": "valid"}),
            actor="verifier",
            update=verdicts.VERDICT_UPDATE,
            where="tournaments_matchlog.id = %s",
            params=["valid", "{}", 1, "e", "c", row.pk],
        )
    assert eventstore.stream_version(row.stream_id) == head
    row.refresh_from_db()
    assert row.verified_version is None and row.status == "pending"


def test_an_invalid_log_records_its_verdict_and_dispute_in_one_transaction() -> None:
    row = _uploaded(corrupted(golden(), 2), report=False)
    verdict = matchlogs.matchlog_verify(row.stream_id, row.log_version)
    assert verdict is not None and verdict["status"] == "invalid"
    row.refresh_from_db()
    assert row.status == "invalid" and Dispute.objects.filter(match=row.match).exists()
    assert eventstore.verify(row.stream_id) == (1, [])
