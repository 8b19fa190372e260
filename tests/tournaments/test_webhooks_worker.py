"""Webhook deliveries by a real Celery worker on Redis and PostgreSQL: the command returns
before a slow receiver has answered, a failure is retried after the backoff, and every
attempt is recorded. Skipped without REDIS_URL and PostgreSQL (AGOT_REQUIRE_SERVICES=1 fails
instead)."""

from __future__ import annotations

import hashlib
import hmac
import json

import pytest

from tests.tournaments.test_workers_integration import wait_until
from tests.tournaments.webhook_receiver import receiver
from tests.workers import celery_worker, purge_queues
from tournaments.models import WebhookDelivery
from tournaments.services import tournaments as svc
from tournaments.services import webhooks

from .factories import tournament_with_players, user

pytestmark = [pytest.mark.redis, pytest.mark.postgres, pytest.mark.django_db(transaction=True)]
BASE = 0.5  # the first retry's delay in the worker, in seconds


@pytest.fixture(autouse=True)
def _fast_backoff(monkeypatch, settings):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("WEBHOOK_RETRY_BASE_SECONDS", str(BASE))  # the worker inherits it
    # The receiver listens on 127.0.0.1: registered here, sent to by the worker.
    monkeypatch.setenv("WEBHOOK_ALLOW_PRIVATE_TARGETS", "1")
    settings.WEBHOOK_ALLOW_PRIVATE_TARGETS = True
    purge_queues()
    yield
    purge_queues()


def test_a_worker_delivers_after_the_command_and_retries_with_backoff() -> None:
    tournament = tournament_with_players(4)
    svc.round_pair(tournament)
    with receiver(503, 200, delay=0.3) as server, celery_worker("hooks"):
        hook = webhooks.webhook_register(
            tournament, url=server.url, kinds=["result_recorded"], by=user("org")
        )
        svc.result_record(tournament, "r1-t1", "a_win")
        delivery = WebhookDelivery.objects.get()
        assert delivery.attempts == 0  # the command did not wait for the receiver
        wait_until(lambda: WebhookDelivery.objects.get().status == "delivered", 60, "the delivery")
    delivery = WebhookDelivery.objects.get()
    attempts = list(delivery.attempt_log.all())
    assert [a.status_code for a in attempts] == [503, 200] and delivery.attempts == 2
    gap = (attempts[1].at - attempts[0].at).total_seconds()
    assert gap >= BASE  # the second attempt waited for the backoff
    for request in server.requests:
        expected = hmac.new(hook.secret.encode(), request.body, hashlib.sha256).hexdigest()
        assert request.headers[webhooks.SIGNATURE_HEADER] == f"sha256={expected}"
    assert json.loads(server.requests[0].body)["data"]["match"] == "r1-t1"
