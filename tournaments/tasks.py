"""Celery tasks: thin wrappers that call one service each. Services queue them by name
(``tournaments.queue``) and never import this module."""

from __future__ import annotations

import logging
from typing import Any

from celery import shared_task
from django.db import OperationalError

from tournaments import checkpoints
from tournaments.services import matchlogs, results, standings, tournaments, verdicts, webhooks

logger = logging.getLogger(__name__)


# Nothing reads the return values of the two busiest tasks: no result is stored for them.
@shared_task(
    acks_late=True,
    ignore_result=True,
    autoretry_for=(ConnectionError,),
    retry_backoff=True,
    max_retries=5,
)
def standings_refresh(tournament_id: int) -> int:
    """Recompute a tournament's standings from its events; returns the version they reflect
    (one refresh covers every change committed before it starts; ``services.standings``)."""
    return standings.standings_refresh(tournament_id)


@shared_task(acks_late=True)
def reports_overdue_sweep() -> int:
    """Unconfirmed reports past their time go to the dispute queue (Celery beat, each minute)."""
    return results.reports_overdue_sweep()


# Verification: acknowledged when done, retried on a database or broker failure; no result
# stored (nothing reads it).
VERIFY_OPTIONS: dict[str, Any] = {
    "acks_late": True,
    "ignore_result": True,
    "reject_on_worker_lost": True,
    "autoretry_for": (ConnectionError, OperationalError),
    "retry_backoff": True,
    "max_retries": 8,
}


@shared_task(**VERIFY_OPTIONS)
def matchlog_verify(stream: str, log_version: int) -> str | None:
    """Replay a match log with the engine and record its verdict (once per log version)."""
    verdict = verdicts.matchlog_verify(stream, log_version)
    return None if verdict is None else verdict["status"]


@shared_task(**VERIFY_OPTIONS)
def matchlogs_verify(items: list[list[object]]) -> int:
    """Verify a batch of logs ([stream, log version] each) queued together: one dispatch, one
    read and one write for all of them (``services.verdicts.matchlogs_verify``)."""
    return verdicts.matchlogs_verify(
        [(str(stream), int(str(version))) for stream, version in items]
    )


@shared_task(acks_late=True)
def verification_sweep() -> int:
    """Re-queue overdue verifications (Celery beat, each minute)."""
    return matchlogs.verification_sweep()


@shared_task(bind=True, acks_late=True, max_retries=None)
def webhook_deliver(self, delivery_id: int) -> str:  # type: ignore[no-untyped-def]
    """POST one webhook delivery; on failure try again after an exponential backoff, until
    WEBHOOK_MAX_ATTEMPTS attempts are recorded (the service counts them, not Celery)."""
    outcome = webhooks.delivery_attempt(delivery_id)
    while outcome.retry_in is not None and self.request.is_eager:
        # The embedded mode (tasks in-process) has no worker to come back later: at once.
        outcome = webhooks.delivery_attempt(delivery_id)
    if outcome.retry_in is not None:
        raise self.retry(countdown=outcome.retry_in)
    return outcome.status


@shared_task(acks_late=True)
def webhooks_sweep() -> int:
    """Queue again webhook deliveries whose task was lost (Celery beat, each minute)."""
    return webhooks.deliveries_sweep()


@shared_task(acks_late=True)
def event_store_checkpoint() -> int:
    """Sign the stream heads that moved (Celery beat, every AGOT_CHECKPOINT_SECONDS)."""
    recorded = checkpoints.checkpoint_record()
    if recorded is None:
        return 0
    # The signature in the log, outside the database: it shows if the latest checkpoints
    # were ever deleted together with the events they cover.
    logger.info("event store checkpoint %s signed %s", recorded.number, recorded.mac)
    return recorded.stream_count


@shared_task(acks_late=True)
def standings_sweep() -> int:
    """Re-queue standings refreshes lost with the broker (Celery beat, each minute)."""
    return tournaments.standings_sweep()
