"""Coalesced standings refreshes on the real queue (Redis), PostgreSQL and a real Celery worker
(issue 25). Skipped without REDIS_URL and PostgreSQL unless AGOT_REQUIRE_SERVICES=1."""

from __future__ import annotations

import json
import os

import pytest
import redis

from tests.workers import celery_worker, purge_queues
from tournaments.models import Tournament
from tournaments.services import tournaments as svc
from tournaments.services.verification import standings_differences

from .factories import legal_deck_text, user
from .test_workers_integration import wait_until

pytestmark = [pytest.mark.redis, pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


@pytest.fixture(autouse=True)
def _empty_queue():  # type: ignore[no-untyped-def]
    purge_queues()
    yield
    purge_queues()


def queued_refreshes() -> int:
    """Standings refreshes waiting in the broker's default queue."""
    broker = redis.Redis.from_url(os.environ["REDIS_URL"])
    messages = [json.loads(m) for m in broker.lrange("celery", 0, -1)]
    return sum(1 for m in messages if m["headers"]["task"].endswith("standings_refresh"))


def test_T_TB_1_a_burst_of_results_queues_one_refresh_and_the_worker_catches_up() -> None:
    tournament = svc.tournament_create(organizer=user("org"), name="Burst Cup", seed="b")
    for index in range(1, 21):
        svc.player_register(tournament, name=f"Player {index}")
        svc.deck_submit(tournament, f"p{index}", legal_deck_text())
    assert queued_refreshes() == 0  # registrations and decks before round 1 rank nothing
    svc.round_pair(tournament)
    for table in range(1, 11):
        svc.result_record(tournament, f"r1-t{table}", "a_win")
    assert queued_refreshes() == 1  # eleven ranking commands, one refresh waiting
    with celery_worker("standings"):
        wait_until(
            lambda: (
                Tournament.objects.get(pk=tournament.pk).standings_version
                == Tournament.objects.get(pk=tournament.pk).version
            ),
            what="standings refreshed by the worker",
        )
    assert standings_differences(tournament.pk) == []
