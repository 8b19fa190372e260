"""Webhook deliveries hold no transaction or lock while they POST (issue 43 item 5): the
delivery is claimed with a lease in a short transaction, the receiver is called outside any,
the outcome recorded in another; a delivery whose worker died mid-flight is attempted again
once its lease has passed, and one in flight elsewhere is left to that worker.

Real transactions (``transaction=True``): the receiver's thread has its own connection. On
PostgreSQL it asks for the row locks with NOWAIT, which fails at once if the sender holds one;
on SQLite (write transactions take the database lock up front) it must not wait."""

from __future__ import annotations

import datetime
import time
from typing import Any

import pytest
from django.db import DatabaseError, connections, transaction
from django.utils import timezone

from tests.tournaments.factories import tournament_with_players
from tests.tournaments.webhook_receiver import receiver
from tournaments.models import Webhook, WebhookDelivery
from tournaments.services import webhooks

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def _local_receivers(settings: Any) -> None:
    settings.WEBHOOK_ALLOW_PRIVATE_TARGETS = True  # the receiver listens on 127.0.0.1


def _delivery(url: str, **fields: Any) -> WebhookDelivery:
    tournament = tournament_with_players(2)
    hook = Webhook.objects.create(
        tournament=tournament, key="w1", url=url, kinds=["event_completed"], secret="s"
    )
    fields.setdefault("next_attempt_at", timezone.now())
    return WebhookDelivery.objects.create(
        webhook=hook, kind="event_completed", stream_version=1, body="{}", **fields
    )


def _rows_touched_by_another_connection(delivery: WebhookDelivery, seen: list[Any]) -> Any:
    """While the POST is in progress: lock and update the delivery and its hook."""

    def touch() -> None:
        started = time.monotonic()
        try:
            with transaction.atomic():
                claimed = WebhookDelivery.objects.select_for_update(nowait=True).get(pk=delivery.pk)
                list(Webhook.objects.select_for_update(nowait=True).filter(pk=delivery.webhook_id))
                Webhook.objects.filter(pk=delivery.webhook_id).update(active=True)
                WebhookDelivery.objects.filter(pk=delivery.pk).update(body=claimed.body)
            seen.append(("free", claimed.attempts, claimed.leased_until is not None))
        except DatabaseError as error:
            seen.append(("locked", str(error)))
        finally:
            seen.append(time.monotonic() - started)
            connections.close_all()  # this thread's connection

    return touch


def test_no_lock_is_held_while_the_receiver_answers() -> None:
    seen: list[Any] = []
    with receiver(200, delay=0.3) as server:
        delivery = _delivery(server.url)
        server.during = _rows_touched_by_another_connection(delivery, seen)
        outcome = webhooks.delivery_attempt(delivery.pk)
    outcome_seen, took = seen
    # Free at once, and the claim (attempt 1, leased) was committed before the POST.
    assert outcome_seen == ("free", 1, True) and took < 1.0
    delivery.refresh_from_db()
    assert outcome.status == delivery.status == "delivered"
    assert (delivery.attempts, delivery.leased_until) == (1, None)
    assert [a.status_code for a in delivery.attempt_log.all()] == [200]


def test_a_delivery_in_flight_elsewhere_is_left_to_that_worker() -> None:
    leased = timezone.now() + datetime.timedelta(seconds=60)
    with receiver(200) as server:
        delivery = _delivery(server.url, attempts=1, leased_until=leased)
        outcome = webhooks.delivery_attempt(delivery.pk)
    assert (outcome.status, outcome.retry_in) == ("pending", None)
    assert server.requests == [] and not delivery.attempt_log.exists()


def test_a_delivery_whose_worker_died_is_sent_again_by_the_sweep_after_its_lease() -> None:
    from tournaments.tasks import webhooks_sweep

    with receiver(200) as server:
        leased = timezone.now() + datetime.timedelta(seconds=60)
        alive = _delivery(server.url, attempts=1, leased_until=leased, next_attempt_at=leased)
        assert webhooks_sweep.delay().get() == 0  # its lease is running: nothing to sweep
        passed = timezone.now() - datetime.timedelta(minutes=5)
        WebhookDelivery.objects.filter(pk=alive.pk).update(
            leased_until=passed, next_attempt_at=passed
        )
        assert webhooks_sweep.delay().get() == 1
    delivery = WebhookDelivery.objects.get()
    assert (delivery.status, delivery.attempts, delivery.leased_until) == ("delivered", 2, None)
    log = [(a.number, a.status_code, a.error) for a in delivery.attempt_log.all()]
    assert log == [(1, None, "no outcome: the worker was lost"), (2, 200, "")]
    assert len(server.requests) == 1


def test_an_attempt_that_outlived_its_lease_leaves_the_record_to_the_worker_that_took_over() -> (
    None
):
    taken_over: list[Any] = []
    posts: list[int] = []

    def take_over() -> None:  # mid-POST: the lease passes and another worker claims it
        posts.append(1)
        if len(posts) > 1:
            return  # that worker's own POST
        passed = timezone.now() - datetime.timedelta(seconds=1)
        WebhookDelivery.objects.filter(pk=delivery.pk).update(leased_until=passed)
        try:
            taken_over.append(webhooks.delivery_attempt(delivery.pk).status)
        finally:
            connections.close_all()

    with receiver(200, during=take_over) as server:
        delivery = _delivery(server.url)
        late = webhooks.delivery_attempt(delivery.pk)
    assert taken_over == ["delivered"] and late.status == "delivered"
    delivery.refresh_from_db()
    log = [(a.number, a.status_code) for a in delivery.attempt_log.all()]
    assert log == [(1, None), (2, 200)] and delivery.attempts == 2  # the late one: not recorded
    assert len(server.requests) == 2
