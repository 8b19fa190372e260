"""The event store on whichever database the run uses (SQLite locally, PostgreSQL in CI)."""

from __future__ import annotations

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from tournaments import eventstore
from tournaments.errors import AppendOnlyViolation, ConflictError, DomainError, IdempotencyKeyReused
from tournaments.eventstore import GENESIS_HASH, NewEvent
from tournaments.models import StoredEvent

from .eventstore_helpers import snapshot, tamper_payload

pytestmark = pytest.mark.django_db


def events(*types: str) -> list[NewEvent]:
    return [NewEvent(t, {"n": i, "text": "Winter is coming ✓"}) for i, t in enumerate(types)]


def test_append_numbers_versions_from_one_and_reads_them_back_in_order():
    first = eventstore.append("match-1", 0, events("A", "B"), actor="alice")
    second = eventstore.append("match-1", 2, events("C"))
    assert [e.version for e in first + second] == [1, 2, 3]
    read = eventstore.read("match-1")
    assert [(e.version, e.type) for e in read] == [(1, "A"), (2, "B"), (3, "C")]
    assert read[0].payload == {"n": 0, "text": "Winter is coming ✓"}
    assert read[0].metadata["actor"] == "alice"
    assert [e.version for e in eventstore.read("match-1", after_version=2)] == [3]


def test_streams_are_independent():
    eventstore.append("match-1", 0, events("A"))
    eventstore.append("match-2", 0, events("A", "B"))
    assert eventstore.stream_version("match-1") == 1
    assert eventstore.stream_version("match-2") == 2
    assert eventstore.stream_version("match-3") == 0


def test_hash_chain_links_each_event_to_the_previous_one():
    recorded = eventstore.append("s", 0, events("A", "B", "C"))
    assert recorded[0].prev_hash == GENESIS_HASH
    assert [e.prev_hash for e in recorded[1:]] == [e.hash for e in recorded[:-1]]
    assert len({e.hash for e in recorded}) == 3
    stored = eventstore.read("s")
    assert [e.hash for e in stored] == [e.hash for e in recorded]


@pytest.mark.parametrize("stale", [0, 1, 3, 7])
def test_stale_expected_version_is_a_conflict_and_writes_nothing(stale):
    eventstore.append("s", 0, events("A", "B"))
    before = snapshot()
    with pytest.raises(ConflictError) as caught:
        eventstore.append("s", stale, events("C"))
    assert caught.value.status == 409
    assert caught.value.details == {"stream": "s", "expected_version": stale, "current_version": 2}
    assert snapshot() == before


def test_idempotent_retry_returns_the_first_events_and_writes_nothing_more():
    first = eventstore.append("s", 0, events("A"), idempotency_key="k1", actor="bob")
    before = snapshot()
    for _ in range(3):
        again = eventstore.append(
            "s", 0, events("A"), idempotency_key="k1", actor="bob", request_id="another-attempt"
        )
        assert again == first
    assert snapshot() == before


def test_idempotency_key_with_different_content_is_refused_and_writes_nothing():
    eventstore.append("s", 0, events("A"), idempotency_key="k1")
    before = snapshot()
    with pytest.raises(IdempotencyKeyReused) as caught:
        eventstore.append("s", 1, events("B"), idempotency_key="k1")
    assert caught.value.field == "idempotency_key"
    with pytest.raises(IdempotencyKeyReused):
        eventstore.append("other-stream", 0, events("A"), idempotency_key="k1")
    assert snapshot() == before


def test_conflict_with_a_fresh_key_records_no_key():
    eventstore.append("s", 0, events("A"))
    with pytest.raises(ConflictError):
        eventstore.append("s", 0, events("B"), idempotency_key="fresh")
    # The failed attempt left no trace, so the key is still free for the corrected request.
    assert eventstore.append("s", 1, events("B"), idempotency_key="fresh")[0].version == 2


@pytest.mark.parametrize(
    ("stream", "expected", "batch", "field"),
    [
        ("", 0, events("A"), "stream"),
        ("x" * 101, 0, events("A"), "stream"),
        ("s", -1, events("A"), "expected_version"),
        ("s", 0, [], "events"),
    ],
)
def test_malformed_appends_are_refused_with_the_field_named(stream, expected, batch, field):
    with pytest.raises(DomainError) as caught:
        eventstore.append(stream, expected, batch)
    assert caught.value.field == field
    assert snapshot() == ([], [])


def test_payload_that_is_not_plain_json_is_refused():
    with pytest.raises(DomainError, match="not plain JSON"):
        eventstore.append("s", 0, [NewEvent("A", {"x": float("nan")})])
    with pytest.raises(DomainError, match="not plain JSON"):
        eventstore.append("s", 0, [NewEvent("A", {"x": object()})])
    assert snapshot() == ([], [])


def test_orm_refuses_to_update_or_delete_events():
    eventstore.append("s", 0, events("A", "B"))
    before = snapshot()
    row = StoredEvent.objects.get(stream_id="s", version=1)
    row.type = "Changed"
    for attempt in (
        row.save,
        row.delete,
        StoredEvent.objects.all().delete,
        lambda: StoredEvent.objects.filter(version=1).update(type="X"),
        lambda: StoredEvent.objects.bulk_update([row], ["type"]),
    ):
        with pytest.raises(AppendOnlyViolation):
            attempt()
    assert snapshot() == before


def test_verify_event_store_passes_on_untouched_streams(capsys):
    eventstore.append("a", 0, events("A", "B"))
    eventstore.append("b", 0, events("A"))
    call_command("verify_event_store")
    assert "ok: 2 streams verified" in capsys.readouterr().out


def test_verify_event_store_names_the_exact_tampered_event(capsys):
    eventstore.append("a", 0, events("A", "B", "C", "D"))
    eventstore.append("b", 0, events("A", "B"))
    tamper_payload("a", 3, '{"n": 99}')
    with pytest.raises(CommandError, match="1 of 2 streams are broken"):
        call_command("verify_event_store")
    assert "stream a, event 3: content does not match its hash" in capsys.readouterr().err
    checked, problems = eventstore.verify("b")
    assert (checked, problems) == (1, [])


def test_a_large_batch_goes_in_whole():
    batch = [NewEvent("Logged", {"seq": i}) for i in range(2_005)]
    recorded = eventstore.append("big", 0, batch)
    assert [e.version for e in eventstore.read("big")] == list(range(1, len(batch) + 1))
    assert recorded[-1].hash == eventstore.read("big")[-1].hash
    assert eventstore.verify("big") == (1, [])


def test_a_large_batch_that_conflicts_leaves_nothing_behind():
    eventstore.append("big", 0, events("A"))
    before = snapshot()
    batch = [NewEvent("Logged", {"seq": i}) for i in range(1_001)]
    with pytest.raises(ConflictError):
        eventstore.append("big", 0, batch)
    assert snapshot() == before


def test_appending_inside_a_callers_transaction_commits_or_rolls_back_with_it():
    from django.db import transaction

    with pytest.raises(RuntimeError), transaction.atomic():
        eventstore.append("s", 0, events("A"))
        raise RuntimeError("the caller's later step failed")
    assert eventstore.read("s") == []
    with transaction.atomic():
        eventstore.append("s", 0, events("A"))
        with pytest.raises(ConflictError):
            eventstore.append("s", 0, events("B"))
        eventstore.append("s", 1, events("C"))  # the conflict did not poison the transaction
    assert [e.type for e in eventstore.read("s")] == ["A", "C"]
