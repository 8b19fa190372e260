"""Verification in batches on PostgreSQL, as a worker runs a batched task (issue 25): the
logs read in one query, their rows in one, and the verdicts that open no dispute appended and
projected in one statement; the same verdicts as one log at a time, the hash chains intact.
Skipped without PostgreSQL unless AGOT_REQUIRE_SERVICES=1."""

from __future__ import annotations

import json

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tournaments import eventstore, queue
from tournaments.eventstore import NewEvent
from tournaments.models import Dispute, MatchLog
from tournaments.services import matchlogs, verdicts
from tournaments.services import tournaments as svc

from .factories import user
from .logs import corrupted, golden

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def _uploaded(logs: list[dict]) -> list[MatchLog]:
    """The logs uploaded to the first tables of a round, nothing verified yet."""
    from agot_site.celery import app
    from tests.workers import purge_queues

    tournament = svc.tournament_create(organizer=user("org"), name="Cup", seed="batch")
    for index in range(1, 2 * len(logs) + 1):
        svc.player_register(tournament, name=f"Player {index}", user=user(f"u{index}"))
    svc.round_pair(tournament)
    eager = app.conf.task_always_eager
    app.conf.task_always_eager = False  # queued for nobody: this test verifies by itself
    try:
        for table, log in enumerate(logs, 1):
            a = tournament.matches.get(key=f"r1-t{table}").player_a.user
            matchlogs.matchlog_upload(tournament, f"r1-t{table}", json.dumps(log), user=a)
    finally:
        app.conf.task_always_eager = eager
        purge_queues()
    return list(MatchLog.objects.filter(tournament=tournament).order_by("match__table"))


def _items(rows: list[MatchLog]) -> list[tuple[str, int]]:
    return [(row.stream_id, row.log_version) for row in rows]


def test_a_batch_reads_in_one_query_and_records_in_one_statement_the_verdicts_one_at_a_time_would():
    rows = _uploaded([golden()] * 4)
    alone = rows[3]  # the reference: verified a log at a time
    reference = verdicts.matchlog_verify(alone.stream_id, alone.log_version)
    with CaptureQueriesContext(connection) as queries:
        assert verdicts.matchlogs_verify(_items(rows[:3])) == 3
    statements = [q["sql"] for q in queries.captured_queries]
    writes = [s for s in statements if s.lstrip().upper().startswith(("WITH", "INSERT", "UPDATE"))]
    assert len(writes) == 1 and "jsonb_array_elements" in writes[0]
    assert len([s for s in statements if "event_store_event" in s]) == 2  # read, write
    assert len(statements) == 3  # the logs, their rows and matches, the verdicts
    for row in rows[:3]:
        row.refresh_from_db()
        assert row.status == "valid" and row.verified_version == row.log_version == 47
        assert row.verdict == reference
        assert row.stream_version == eventstore.stream_version(row.stream_id) == 49
        assert eventstore.verify(row.stream_id) == (1, [])  # the hash chain holds
    assert verdicts.matchlogs_verify(_items(rows)) == 4  # redelivered: found, not again
    for row in rows:
        types = [e.type for e in eventstore.read(row.stream_id)]
        assert types.count("VerdictRecorded") == 1


def test_an_invalid_log_in_a_batch_opens_its_dispute_and_the_others_are_recorded_together():
    rows = _uploaded([golden(), corrupted(golden(), 2), golden()])
    assert verdicts.matchlogs_verify(_items(rows)) == 3
    statuses = [MatchLog.objects.get(pk=row.pk).status for row in rows]
    assert statuses == ["valid", "invalid", "valid"]
    assert list(Dispute.objects.values_list("match", flat=True)) == [rows[1].match_id]
    assert all(eventstore.verify(row.stream_id) == (1, []) for row in rows)


def test_a_batch_append_behind_one_stream_appends_nothing_and_a_new_read_records_each_once():
    rows = _uploaded([golden(), golden()])
    moved = rows[0]
    head = eventstore.stream_version(moved.stream_id)
    # Another engine's verdict lands first: the batch's statement meets the unique index.
    other = {"log_version": 47, "engine_version": "0", "card_data_version": "0", "status": "x"}
    eventstore.append(moved.stream_id, head, [NewEvent("VerdictRecorded", other)])
    appends = [
        eventstore.DerivedAppend(row.stream_id, head, NewEvent("VerdictRecorded", {}), [row.pk])
        for row in rows
    ]
    refused = eventstore.append_derived_many(
        appends, actor="verifier", update=verdicts.VERDICTS_UPDATE, where=verdicts.VERDICTS_WHERE
    )
    assert refused is None  # all or nothing: the other stream did not get its event either
    assert eventstore.stream_version(rows[1].stream_id) == head
    assert verdicts.matchlogs_verify(_items(rows)) == 2
    for row in rows:
        row.refresh_from_db()
        assert row.status == "valid" and eventstore.verify(row.stream_id) == (1, [])
        types = [e.type for e in eventstore.read(row.stream_id)]
        assert types.count("VerdictRecorded") == (2 if row.pk == moved.pk else 1)


def test_the_sweep_queues_overdue_logs_in_batches(monkeypatch):
    rows = _uploaded([golden()] * 3)
    sent = []
    monkeypatch.setattr(queue, "BATCH_SIZE", 2)
    monkeypatch.setattr(queue, "enqueue", lambda name, *args: sent.append((name, args)) or True)
    assert matchlogs.verification_sweep(older_than_seconds=-60) == 3
    assert [name for name, _ in sent] == [queue.MATCHLOGS_VERIFY] * 2
    assert [item for _, (items,) in sent for item in items] == [list(i) for i in _items(rows)]
