"""Batched tasks (issue 25): what one transaction queues goes in tasks of up to BATCH_SIZE
items once it commits; a rolled-back savepoint takes its own batch with it; outside a
transaction an item goes at once, alone."""

from __future__ import annotations

import pytest
from django.db import transaction

from tournaments import queue

pytestmark = pytest.mark.django_db


@pytest.fixture
def sent(monkeypatch):
    calls: list[tuple[str, tuple]] = []
    monkeypatch.setattr(queue, "enqueue", lambda name, *args: calls.append((name, args)) or True)
    return calls


def test_the_items_of_one_transaction_go_in_batches_when_it_commits(
    sent, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True), transaction.atomic():
        for number in range(queue.BATCH_SIZE + 2):
            queue.enqueue_batched_after_commit(queue.MATCHLOGS_VERIFY, ["log", number])
        assert sent == []  # nothing before the commit
    assert [len(args[0]) for _, args in sent] == [queue.BATCH_SIZE, 2]
    assert [item[1] for _, args in sent for item in args[0]] == list(range(queue.BATCH_SIZE + 2))


def test_a_rolled_back_savepoint_takes_its_batch_with_it(sent, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True), transaction.atomic():
        try:
            with transaction.atomic():
                queue.enqueue_batched_after_commit(queue.MATCHLOGS_VERIFY, ["gone", 1])
                raise RuntimeError("roll back")
        except RuntimeError:
            pass
        queue.enqueue_batched_after_commit(queue.MATCHLOGS_VERIFY, ["kept", 1])
    assert sent == [(queue.MATCHLOGS_VERIFY, ([["kept", 1]],))]


def test_a_batch_once_sent_takes_no_more_items(sent, django_capture_on_commit_callbacks):
    for number in (1, 2):  # two commands of one test: its callbacks stay listed once run
        with django_capture_on_commit_callbacks(execute=True):
            queue.enqueue_batched_after_commit(queue.MATCHLOGS_VERIFY, ["log", number])
    assert [args[0] for _, args in sent] == [[["log", 1]], [["log", 2]]]
