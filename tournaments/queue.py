"""Work queued after a command commits: the services name a task and its arguments here and
never import ``tasks.py`` (which calls the services), so imports point one way.

A task that cannot be queued (the broker is away) is logged and left for the periodic sweeps,
which find the work in PostgreSQL (issue 24; docs/operations.md, "Health"): a request never
fails after its commit because Redis is down.
"""

from __future__ import annotations

import logging
from typing import Any

from celery import current_app
from django.db import connection, transaction

logger = logging.getLogger(__name__)

# The tasks the services queue (``tournaments/tasks.py``; the app config imports that module,
# so they are registered before any request runs).
STANDINGS_REFRESH = "tournaments.tasks.standings_refresh"
MATCHLOG_VERIFY = "tournaments.tasks.matchlog_verify"
MATCHLOGS_VERIFY = "tournaments.tasks.matchlogs_verify"
WEBHOOK_DELIVER = "tournaments.tasks.webhook_deliver"
# How many items a batched task takes at most (``enqueue_batched_after_commit``): enough to
# spread one dispatch, read and write over several logs, few enough that two workers share
# a bulk upload evenly and a batch cut off by a time limit loses little.
BATCH_SIZE = 8


def enqueue(task_name: str, *args: Any) -> bool:
    """Queue the task named ``task_name`` with ``args``; on a broker failure log it and
    return False (the sweep picks the work up). Never raises for the broker: the request it
    follows has already committed."""
    task = current_app.tasks[task_name]
    try:
        task.delay(*args)
    except Exception as error:  # any broker or connection error; the work is in PostgreSQL
        logger.warning(
            "broker unreachable, %s%r not queued (the sweep queues it later): %s",
            task_name,
            args,
            error,
        )
        return False
    return True


def enqueue_after_commit(task_name: str, *args: Any) -> None:
    """Queue the task once the current transaction commits (at once outside one)."""
    transaction.on_commit(lambda: enqueue(task_name, *args))


class _Batch:
    """The items of one batched task, sent when the transaction that queued them commits."""

    def __init__(self, task_name: str) -> None:
        self.task_name = task_name
        self.items: list[Any] = []
        self.sent = False

    def __call__(self) -> None:
        self.sent = True  # a test that runs on-commit callbacks itself leaves them listed
        enqueue(self.task_name, self.items)


def enqueue_batched_after_commit(task_name: str, item: Any) -> None:
    """Queue ``item`` for the task named ``task_name``, which takes a list of items: the items
    queued in one transaction go in tasks of up to ``BATCH_SIZE`` once it commits (at once,
    alone, outside a transaction). An item queued in a savepoint that rolls back may still be
    sent with its batch: the batched tasks must treat an item that no longer holds as done."""
    if not connection.in_atomic_block:
        enqueue(task_name, [item])
        return
    # The batches waiting for this commit are Django's own list of on-commit callbacks
    # (entries (savepoint ids, callback, robust)); a rolled-back one is gone from it.
    for entry in connection.run_on_commit:
        callback = entry[1]
        if not isinstance(callback, _Batch) or callback.task_name != task_name or callback.sent:
            continue
        if len(callback.items) < BATCH_SIZE:
            callback.items.append(item)
            return
    batch = _Batch(task_name)
    batch.items.append(item)
    transaction.on_commit(batch)
