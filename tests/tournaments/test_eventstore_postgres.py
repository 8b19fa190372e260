"""Event-store guarantees that only a real PostgreSQL can show: concurrent writers in
separate connections, and the append-only trigger against raw SQL."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import DatabaseError, connection, connections, transaction

from tournaments import eventstore
from tournaments.errors import ConflictError
from tournaments.eventstore import NewEvent

from .eventstore_helpers import snapshot, tamper_payload

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def run_concurrently(workers: int, job: Callable[[int], Any]) -> list[Any]:
    """Run ``job(i)`` in ``workers`` threads released together; each has its own connection."""
    barrier = threading.Barrier(workers)
    results: list[Any] = [None] * workers

    def worker(i: int) -> None:
        try:
            barrier.wait()
            results[i] = job(i)
        except BaseException as exc:  # the test inspects every outcome, errors included
            results[i] = exc
        finally:
            connections.close_all()

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(workers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def test_20_concurrent_writers_50_rounds_exactly_one_wins_each_round():
    for round_ in range(50):
        outcomes = run_concurrently(
            20,
            lambda i, r=round_: eventstore.append(
                "tournament-race", r, [NewEvent("Wrote", {"writer": i, "round": r})]
            ),
        )
        kinds = Counter(type(o).__name__ for o in outcomes)
        assert kinds == Counter({"list": 1, "ConflictError": 19}), kinds
    stored = eventstore.read("tournament-race")
    assert [e.version for e in stored] == list(range(1, 51))
    assert [e.payload["round"] for e in stored] == list(range(50))
    assert eventstore.verify("tournament-race") == (1, [])


def test_idempotent_retries_10_sequential_and_10_concurrent_write_one_event():
    request = [NewEvent("ResultReported", {"winner": "A"})]
    sequential = [
        eventstore.append("match-7", 0, request, idempotency_key="tap-1") for _ in range(10)
    ]
    concurrent = run_concurrently(
        10, lambda i: eventstore.append("match-7", 0, request, idempotency_key="tap-1")
    )
    replies = sequential + concurrent
    assert all(reply == replies[0] for reply in replies), replies
    assert len(eventstore.read("match-7")) == 1


def test_concurrent_first_requests_with_one_key_record_one_event_and_identical_replies():
    request = [NewEvent("ResultReported", {"winner": "B"})]
    replies = run_concurrently(
        10, lambda i: eventstore.append("match-8", 0, request, idempotency_key="double-tap")
    )
    assert all(isinstance(r, list) for r in replies), replies
    assert all(r == replies[0] for r in replies)
    assert len(eventstore.read("match-8")) == 1


@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE event_store_event SET type = 'Forged'",
        "UPDATE event_store_event SET payload = '{}' WHERE version = 1",
        "DELETE FROM event_store_event",
        "DELETE FROM event_store_event WHERE version = 2",
        "TRUNCATE event_store_event",
        "TRUNCATE event_store_event CASCADE",
    ],
)
def test_raw_sql_update_delete_and_truncate_are_rejected_by_the_trigger(statement):
    eventstore.append("s", 0, [NewEvent("A", {}), NewEvent("B", {})])
    before = snapshot()
    with (
        pytest.raises(DatabaseError, match="append-only"),
        transaction.atomic(),
        connection.cursor() as cursor,
    ):
        # As production runs: the test database's purge hatch is off for this check.
        cursor.execute("SET LOCAL agot.allow_event_purge = 'off'")
        cursor.execute(statement)
    assert snapshot() == before


def test_payload_changed_with_the_trigger_disabled_is_reported_at_the_exact_event(capsys):
    eventstore.append("match-9", 0, [NewEvent("E", {"i": i}) for i in range(6)])
    eventstore.append("match-10", 0, [NewEvent("E", {"i": 0})])
    tamper_payload("match-9", 4, '{"i": 40}')
    with pytest.raises(CommandError):
        call_command("verify_event_store")
    err = capsys.readouterr().err
    assert "stream match-9, event 4: content does not match its hash" in err
    assert "match-10" not in err


def test_conflict_error_is_the_only_failure_under_contention_on_a_new_stream():
    outcomes = run_concurrently(
        8, lambda i: eventstore.append("brand-new", 0, [NewEvent("Created", {"by": i})])
    )
    assert sum(isinstance(o, list) for o in outcomes) == 1
    assert all(isinstance(o, list | ConflictError) for o in outcomes), outcomes


def test_concurrent_identical_creates_with_one_key_all_get_the_first_reply():
    """Issue 24, item 9: each racing create made its own tournament row (a new stream), so
    the losers' key pointed at another stream and they got 422 idempotency_key_reused."""
    from django.contrib.auth import get_user_model

    from tournaments.models import Tournament
    from tournaments.services import tournaments as svc

    organizer = get_user_model().objects.create_user("racer", password="x-racer-password")
    outcomes = run_concurrently(
        12,
        lambda i: (
            svc.tournament_create(
                organizer=organizer, name="Race Open", seed="race", idempotency_key="create-1"
            ).pk
        ),
    )
    assert all(isinstance(o, int) for o in outcomes), outcomes
    assert len(set(outcomes)) == 1
    assert Tournament.objects.count() == 1


def test_a_conflict_inside_a_callers_transaction_needs_no_savepoint_and_spoils_nothing():
    from django.test.utils import CaptureQueriesContext

    eventstore.append("tournament-caller", 0, [NewEvent("Wrote", {"n": 1})])
    with transaction.atomic(), CaptureQueriesContext(connection) as queries:
        eventstore.append("tournament-other", 0, [NewEvent("Wrote", {"n": 1})])  # the caller's
        with pytest.raises(ConflictError):  # behind: the stream is at 1
            eventstore.append("tournament-caller", 0, [NewEvent("Wrote", {"n": 2})])
        eventstore.append("tournament-caller", 1, [NewEvent("Wrote", {"n": 2})])  # still usable
    assert not any("SAVEPOINT" in q["sql"] for q in queries.captured_queries)
    assert [e.payload["n"] for e in eventstore.read("tournament-caller")] == [1, 2]
    assert eventstore.stream_version("tournament-other") == 1
    assert eventstore.verify("tournament-caller") == (1, [])


def test_writers_racing_inside_their_transactions_one_wins_and_the_others_conflict():
    def job(i: int) -> Any:
        with transaction.atomic():
            recorded = eventstore.append("tournament-tx-race", 0, [NewEvent("Wrote", {"i": i})])
            eventstore.append(f"tournament-tx-side-{i}", 0, [NewEvent("Wrote", {"i": i})])
            return recorded

    outcomes = run_concurrently(8, job)
    kinds = Counter(type(o).__name__ for o in outcomes)
    assert kinds == Counter({"list": 1, "ConflictError": 7}), kinds
    winner = next(o for o in outcomes if isinstance(o, list))[0].payload["i"]
    sides = [eventstore.stream_version(f"tournament-tx-side-{i}") for i in range(8)]
    assert sides == [1 if i == winner else 0 for i in range(8)]  # the losers rolled back
