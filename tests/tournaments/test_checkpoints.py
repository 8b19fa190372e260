"""Tamper evidence beyond the hash chain (issue 24, item 7): the heads of all streams are
committed to an HMAC-signed, chained checkpoint whose key lives outside the database, and
``verify_event_store`` checks every stream against the latest checkpoint. Deleting a
stream's last event or re-chaining a stream with recomputed hashes is then detected."""

from __future__ import annotations

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import override_settings

from tournaments import checkpoints, eventstore
from tournaments.errors import AppendOnlyViolation
from tournaments.eventstore import NewEvent
from tournaments.models import StreamCheckpoint

from .eventstore_helpers import delete_last_event, rechain_with_payload

pytestmark = pytest.mark.django_db


def _streams() -> None:
    for name in ("match-a", "match-b"):
        eventstore.append(name, 0, [NewEvent("LogStarted", {"n": 0})])
        eventstore.append(name, 1, [NewEvent("VerdictRecorded", {"status": "valid"})])


def test_untouched_streams_verify_against_their_checkpoint() -> None:
    _streams()
    checkpoints.checkpoint_record()
    eventstore.append("match-a", 2, [NewEvent("LogEventAppended", {"n": 1})])  # grows: fine
    assert eventstore.verify() == (2, [])
    assert checkpoints.checkpoint_problems() == []


def test_deleting_the_last_event_of_a_stream_is_detected() -> None:
    _streams()
    checkpoints.checkpoint_record()
    delete_last_event("match-b")
    assert eventstore.verify("match-b")[1] == []  # the chain alone cannot tell
    problems = [str(p) for p in checkpoints.checkpoint_problems()]
    assert len(problems) == 1 and "match-b" in problems[0] and "version 2" in problems[0]
    with pytest.raises(CommandError):
        call_command("verify_event_store")


def test_a_rechained_forgery_is_detected() -> None:
    _streams()
    checkpoints.checkpoint_record()
    rechain_with_payload("match-a", 2, {"status": "invalid"})
    assert eventstore.verify("match-a")[1] == []  # recomputed hashes pass the chain
    problems = [str(p) for p in checkpoints.checkpoint_problems()]
    assert len(problems) == 1 and "match-a" in problems[0] and "hash" in problems[0]


def test_a_checkpoint_forged_without_the_key_is_detected() -> None:
    _streams()
    checkpoints.checkpoint_record()
    delete_last_event("match-b")
    with override_settings(AGOT_CHECKPOINT_KEY="an attacker's own key, not the server's"):
        checkpoints.checkpoint_record()  # re-signing the tampered heads without the key
    problems = [str(p) for p in checkpoints.checkpoint_problems()]
    assert any("signature" in p for p in problems)


def test_only_changed_heads_are_recorded_and_checkpoints_are_append_only() -> None:
    _streams()
    first = checkpoints.checkpoint_record()
    assert first is not None and first.stream_count == 2
    assert checkpoints.checkpoint_record() is None  # nothing moved: nothing recorded
    eventstore.append("match-a", 2, [NewEvent("LogEventAppended", {"n": 1})])
    second = checkpoints.checkpoint_record()
    assert second is not None and list(second.heads) == ["match-a"]
    with pytest.raises(AppendOnlyViolation):
        StreamCheckpoint.objects.all().delete()
    with pytest.raises(AppendOnlyViolation):
        first.delete()


@pytest.mark.postgres
def test_postgresql_itself_refuses_changing_or_deleting_a_checkpoint() -> None:
    from django.db import DatabaseError, connection, transaction

    _streams()
    checkpoints.checkpoint_record()
    for sql in (
        "DELETE FROM event_store_checkpoint",
        "UPDATE event_store_checkpoint SET mac = 'x'",
    ):
        with pytest.raises(DatabaseError), transaction.atomic(), connection.cursor() as cursor:
            cursor.execute(sql)
    assert StreamCheckpoint.objects.count() == 1
