"""Without Redis, logins, reads, result reports and log uploads still work (issue 24,
item 3; docs/operations.md, "Health"). A private redis-server is started on a free port
(never the machine's shared one), the settings are pointed at it, and it is killed for real:
the throttles fail open with a log line, an enqueue after commit never fails the request, and
the verification sweep picks the upload's work up once a broker is back."""

from __future__ import annotations

import signal
import subprocess
from typing import Any

import pytest
from django.test import Client
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from tests.tournaments.api.conftest import World, build_world
from tests.tournaments.conftest import answer_within, resume
from tests.tournaments.logs import golden
from tournaments.models import MatchLog
from tournaments.services import matchlogs
from tournaments.services import tournaments as svc

pytestmark = pytest.mark.django_db(transaction=True)  # real commits: real on_commit enqueues


def _kill(process: subprocess.Popen[bytes]) -> None:
    process.kill()
    process.wait()


def _seated(world: World) -> None:
    svc.pairings_change(world.tournament, [("p1", "p3"), ("p2", "p4")], by="t", reason="t")


def test_logins_reads_reports_and_uploads_work_with_redis_stopped(
    on_private_redis: subprocess.Popen[bytes], caplog: pytest.LogCaptureFixture, settings: Any
) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    world = build_world(paired=True)
    _seated(world)
    player = world.users["player"]
    player.set_password("correct horse battery")
    player.save()
    _kill(on_private_redis)  # for real: connections are refused from here on

    web = Client()
    login = web.post(
        "/accounts/login/", {"username": "player", "password": "correct horse battery"}
    )
    assert login.status_code == 302, login.content[:300]

    api = APIClient()
    token = api.post(
        "/api/v1/auth/token/",
        {"username": "player", "password": "correct horse battery"},
        format="json",
    )
    assert token.status_code == 200, token.content[:300]
    api.credentials(HTTP_AUTHORIZATION=f"Token {token.json()['token']}")

    public = APIClient().get(f"/api/v1/public/tournaments/{world.tournament.pk}/standings/")
    assert public.status_code == 200, public.content[:300]
    assert api.get(world.url("tournaments/{t}/")).status_code == 200

    report = api.post(
        world.url("tournaments/{t}/matches/r1-t1/report/"),
        {"result": "a_win", "end_reason": "power"},
        format="json",
    )
    assert report.status_code == 200, report.content[:300]

    upload = api.put(
        world.url("tournaments/{t}/matches/r1-t1/log/"), {"log": golden()}, format="json"
    )
    assert upload.status_code == 200, upload.content[:300]
    row = MatchLog.objects.get(match__key="r1-t1", tournament=world.tournament)
    assert row.status == "pending"
    # (The broker and throttle warnings are logged, but whether caplog sees them depends on
    # which tests ran before in the process: not asserted here. What the user sees is.)

    # A broker again (here: in-process tasks): the sweep finds the upload and verifies it.
    from agot_site.celery import app

    app.conf.task_always_eager = True
    MatchLog.objects.filter(pk=row.pk).update(updated_at=row.updated_at.replace(year=2000))
    assert matchlogs.verification_sweep() == 1
    row.refresh_from_db()
    assert row.status == "valid"
    # ... and the standings refresh the report could not queue.
    world.tournament.refresh_from_db()
    assert world.tournament.standings_version < world.tournament.version
    assert svc.standings_sweep() == 1
    world.tournament.refresh_from_db()
    assert world.tournament.standings_version == world.tournament.version
    assert Token.objects.filter(user=player).exists()


# Issue 43, item 1: a write's own work takes well under a second here; the socket timeouts
# (REDIS_SOCKET_TIMEOUT, 0.5 s) add at most a few of them. Before, it waited forever.
HUNG_BOUND_SECONDS = 5.0


def test_writes_commit_and_answer_with_redis_hung(
    on_private_redis: subprocess.Popen[bytes], settings: Any
) -> None:
    world = build_world(paired=True)
    _seated(world)
    api = APIClient()
    api.force_authenticate(world.users["player"])
    on_private_redis.send_signal(signal.SIGSTOP)  # accepts connections, never answers
    try:
        report, _ = answer_within(
            lambda: api.post(
                world.url("tournaments/{t}/matches/r1-t1/report/"),
                {"result": "a_win", "end_reason": "power"},
                format="json",
            ),
            HUNG_BOUND_SECONDS,
            resume(on_private_redis),
        )
        assert report.status_code == 200, report.content[:300]
        upload, _ = answer_within(
            lambda: api.put(
                world.url("tournaments/{t}/matches/r1-t1/log/"), {"log": golden()}, format="json"
            ),
            HUNG_BOUND_SECONDS,
            resume(on_private_redis),
        )
        assert upload.status_code == 200, upload.content[:300]
    finally:
        on_private_redis.send_signal(signal.SIGCONT)
    # Committed; the verification and the standings refresh are left for the sweeps.
    row = MatchLog.objects.get(match__key="r1-t1", tournament=world.tournament)
    assert row.status == "pending"
    world.tournament.refresh_from_db()
    assert world.tournament.standings_version < world.tournament.version


def test_workers_drop_the_short_socket_timeouts(settings: Any) -> None:
    """A worker waits on Redis for its next task by design: the request-side timeouts would
    turn those waits into connection errors (agot_site/celery.py)."""
    from types import SimpleNamespace

    from agot_site.celery import _workers_wait_on_redis

    conf = SimpleNamespace(broker_transport_options=dict(settings.CELERY_BROKER_TRANSPORT_OPTIONS))
    _workers_wait_on_redis(conf=conf)
    assert "socket_timeout" not in conf.broker_transport_options
    assert "socket_connect_timeout" not in conf.broker_transport_options
    assert conf.broker_transport_options["visibility_timeout"] > 0
