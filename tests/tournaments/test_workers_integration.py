"""Verification by real Celery worker processes on Redis and PostgreSQL (docs/design.md: the
broker may lose work, PostgreSQL never does). Skipped without REDIS_URL and PostgreSQL
unless AGOT_REQUIRE_SERVICES=1, where a missing service fails the run."""

from __future__ import annotations

import json
import os
import signal
import time

import pytest
import redis
from django.db import transaction

from tests.workers import celery_worker, purge_queues, stop
from tournaments import eventstore
from tournaments.models import Dispute, MatchLog, Standing
from tournaments.services import disputes, matchlogs, results
from tournaments.services import tournaments as svc

from .factories import user
from .logs import golden

pytestmark = [pytest.mark.redis, pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


@pytest.fixture(autouse=True)
def _fast_redelivery(monkeypatch):
    # Unacknowledged tasks come back after 5 s instead of minutes; workers inherit the env.
    monkeypatch.setenv("CELERY_VISIBILITY_TIMEOUT", "5")
    from agot_site.celery import app

    monkeypatch.setitem(app.conf.broker_transport_options, "visibility_timeout", 5)
    purge_queues()
    yield
    purge_queues()


def wait_until(probe, timeout=90.0, what="condition", every=0.2):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if probe():
            return
        time.sleep(every)
    raise AssertionError(f"timed out waiting for {what}")


def event_with_players(count: int, seed: str = "w"):
    tournament = svc.tournament_create(organizer=user("org"), name="Worker Cup", seed=seed)
    for index in range(1, count + 1):
        svc.player_register(tournament, name=f"Player {index}", user=user(f"{seed}-u{index}"))
    svc.round_pair(tournament)
    return tournament


def verdict_counts(streams):
    return [[e.type for e in eventstore.read(s)].count("VerdictRecorded") for s in streams]


def upload_all(tournament, count):
    streams = []
    for match in tournament.matches.filter(player_b__isnull=False).order_by("table")[:count]:
        row = matchlogs.matchlog_upload(
            tournament, match.key, json.dumps(golden()), user=match.player_a.user
        )
        streams.append(row.stream_id)
    return streams


def test_end_to_end_reports_log_worker_verdict_dispute_and_ruling():
    tournament = event_with_players(4)
    svc.staff_assign(tournament, user("judge"), "judge")
    honest, liar = tournament.matches.order_by("table")[:2]
    for match, result in ((honest, "a_win"), (liar, "b_win")):  # the log says seat A won
        results.result_report(tournament, match.key, user=match.player_a.user, result=result)
        results.result_confirm(tournament, match.key, user=match.player_b.user)
    with celery_worker("e2e"):
        for match in (honest, liar):
            matchlogs.matchlog_upload(
                tournament, match.key, json.dumps(golden()), user=match.player_a.user
            )
        wait_until(
            lambda: MatchLog.objects.filter(status="valid").count() == 2,
            what="two verdicts from the worker",
        )
        wait_until(
            lambda: (
                tournament.__class__.objects.get(pk=tournament.pk).standings_version
                == tournament.__class__.objects.get(pk=tournament.pk).version
            ),
            what="standings recomputed by the worker",
        )
        dispute = Dispute.objects.get()
        assert dispute.match_id == liar.pk and "match log shows seat A" in dispute.reason
        winner_before = Standing.objects.get(registration=liar.player_b).points
        disputes.dispute_rule(
            tournament,
            dispute.dispute_id,
            user=user("judge"),
            decision="overturn",
            result="a_win",
            reason="the log is complete and valid",
        )
        wait_until(
            lambda: Standing.objects.get(registration=liar.player_a).points == 5,
            what="standings after the ruling",
        )
    assert winner_before == 5
    assert Standing.objects.get(registration=liar.player_b).points == 0


def test_worker_killed_mid_queue_loses_no_verification_and_duplicates_none():
    tournament = event_with_players(60, seed="kill")
    with celery_worker("victim") as victim:
        # One transaction: the 30 verifications are queued together when it commits, in
        # tasks of up to eight logs, so the worker is still busy when the first verdicts
        # land (uploaded one by one on a loaded machine, it kept pace with all 30; queued
        # before it started, it finished them while its start-up was awaited).
        with transaction.atomic():
            streams = upload_all(tournament, 30)
        wait_until(
            lambda: MatchLog.objects.filter(verified_version__isnull=False).exists(),
            what="the first verdict",
            every=0.02,
        )
        stop(victim, signal.SIGKILL)  # mid-queue, usually mid-replay
    done = MatchLog.objects.filter(verified_version__isnull=False).count()
    assert done < 30, "the worker finished everything before it was killed"
    with celery_worker("rescuer"):
        wait_until(
            lambda: MatchLog.objects.filter(verified_version__isnull=False).count() == 30,
            # a message the killed worker had reserved comes back when the broker restores
            # unacknowledged messages: seen to take 100-130 s here
            timeout=300,
            what="all 30 verdicts after redelivery",
        )
    assert verdict_counts(streams) == [1] * 30


def test_redis_emptied_then_the_sweep_requeues_every_pending_verification():
    tournament = event_with_players(20, seed="flush")
    streams = upload_all(tournament, 10)  # queued in Redis, no worker running
    redis.Redis.from_url(os.environ["REDIS_URL"]).flushdb()  # the broker lost everything
    assert MatchLog.objects.filter(verified_version__isnull=True).count() == 10
    assert matchlogs.verification_sweep(older_than_seconds=0) == 10
    with celery_worker("after-flush"):
        wait_until(
            lambda: MatchLog.objects.filter(verified_version__isnull=False).count() == 10,
            what="verdicts after the sweep",
        )
    assert verdict_counts(streams) == [1] * 10


def test_two_workers_verify_200_matches_with_exactly_one_verdict_each():
    tournament = event_with_players(400, seed="many")
    with celery_worker("one"), celery_worker("two"):
        streams = upload_all(tournament, 200)
        wait_until(
            lambda: MatchLog.objects.filter(verified_version__isnull=False).count() == 200,
            timeout=240,
            what="200 verdicts",
        )
    assert verdict_counts(streams) == [1] * 200


def test_a_rolled_back_transaction_queues_no_task():
    tournament = event_with_players(4, seed="rollback")
    match = tournament.matches.order_by("table").first()
    broker = redis.Redis.from_url(os.environ["REDIS_URL"])
    purge_queues()  # setting up queued standings tasks; start from an empty queue
    assert broker.llen("celery") == 0
    with pytest.raises(RuntimeError), transaction.atomic():
        matchlogs.matchlog_upload(
            tournament, match.key, json.dumps(golden()), user=match.player_a.user
        )
        raise RuntimeError("a later step of the request failed")
    assert not MatchLog.objects.exists()
    assert eventstore.read(matchlogs.matchlog_stream(tournament, match.key)) == []
    assert broker.llen("celery") == 0
    matchlogs.matchlog_upload(tournament, match.key, json.dumps(golden()), user=match.player_a.user)
    assert broker.llen("celery") >= 1  # the same call outside a failed transaction does queue
