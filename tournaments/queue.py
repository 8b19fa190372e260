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
from django.db import transaction

logger = logging.getLogger(__name__)

# The tasks the services queue (``tournaments/tasks.py``; the app config imports that module,
# so they are registered before any request runs).
STANDINGS_REFRESH = "tournaments.tasks.standings_refresh"
MATCHLOG_VERIFY = "tournaments.tasks.matchlog_verify"
WEBHOOK_DELIVER = "tournaments.tasks.webhook_deliver"


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
