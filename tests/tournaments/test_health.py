"""/healthz reports database, broker and worker state."""

from __future__ import annotations

import signal
from pathlib import Path
from typing import Any

import pytest

from engine.game.data.cards import SAMPLE_CARD_DATA, load_cards
from tests.tournaments.conftest import answer_within, free_port, redis_at, resume
from tests.workers import celery_worker

REAL_DATA = Path(__file__).resolve().parents[3] / "shared/data/throneteki-json-data"


@pytest.mark.django_db
def test_healthz_reports_each_part_as_json(client, settings):
    response = client.get("/healthz")
    body = response.json()
    assert set(body) == {"status", "database", "broker", "workers", "card_data"}
    assert body["database"]["ok"] is True
    if settings.CELERY_TASK_ALWAYS_EAGER:
        assert body == {**body, "status": "ok"}
        assert body["broker"]["mode"] == "in-process"


@pytest.mark.django_db
def test_healthz_is_down_with_503_when_the_database_is_unreachable(client, monkeypatch):
    from django.db import connection

    def broken_cursor(*args, **kwargs):
        raise ConnectionError("connection refused")

    monkeypatch.setattr(connection, "cursor", broken_cursor)
    response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json()["status"] == "down"
    assert "connection refused" in response.json()["database"]["error"]


@pytest.mark.redis
@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_healthz_sees_a_real_worker_come_and_go(client):
    with celery_worker("health"):
        body = client.get("/healthz").json()
        assert body["broker"] == {"ok": True, "mode": "redis"}
        assert body["workers"]["ok"] is True and body["workers"]["count"] >= 1
        assert body["status"] == "ok"
    body = client.get("/healthz").json()
    assert body["workers"] == {"ok": False, "count": 0, "names": []}
    assert body["status"] == "degraded"


# --- Issue 43, item 2: a bounded JSON answer whatever Redis does. ---
# The view's own bound is about 3 s; the tests allow 5 s for a loaded machine.
BOUND_SECONDS = 5.0


def _assert_degraded(response: Any) -> None:
    assert response["Content-Type"] == "application/json"
    body = response.json()
    assert response.status_code in (200, 503)
    assert body["status"] == "degraded" and body["database"]["ok"] is True
    assert body["broker"]["ok"] is False and body["broker"]["error"]
    assert body["workers"]["ok"] is False


@pytest.mark.django_db
def test_healthz_is_degraded_json_when_redis_is_stopped(client):
    with redis_at(f"redis://127.0.0.1:{free_port()}/0"):  # nothing listens there
        response, _seconds = answer_within(lambda: client.get("/healthz"), BOUND_SECONDS)
    _assert_degraded(response)


@pytest.mark.django_db
def test_healthz_answers_within_seconds_when_redis_hangs(client, private_redis):
    process, url = private_redis
    with redis_at(url):
        process.send_signal(signal.SIGSTOP)  # accepts connections, never answers
        try:
            response, _seconds = answer_within(
                lambda: client.get("/healthz"), BOUND_SECONDS, resume(process)
            )
        finally:
            process.send_signal(signal.SIGCONT)
    _assert_degraded(response)


@pytest.mark.django_db
def test_healthz_reports_a_failing_worker_ping_instead_of_a_500(client, private_redis, monkeypatch):
    """The broker answers, then the ping raises (Redis stopped between the two checks): the
    exception was raised in the view itself, a 500."""
    import redis

    from agot_site.celery import app

    def broken_inspect(*args: Any, **kwargs: Any) -> Any:
        raise redis.exceptions.ConnectionError("Connection refused")

    _process, url = private_redis
    with redis_at(url):
        monkeypatch.setattr(app.control, "inspect", broken_inspect)
        response = client.get("/healthz")
    body = response.json()
    assert response.status_code == 200 and body["status"] == "degraded"
    assert body["broker"] == {"ok": True, "mode": "redis"}
    assert body["workers"]["ok"] is False and "Connection refused" in body["workers"]["error"]


@pytest.mark.django_db
def test_healthz_names_the_card_data_and_says_plainly_when_it_is_the_sample_set(
    client, card_data_at
):
    card_data_at(SAMPLE_CARD_DATA)
    card_data = client.get("/healthz").json()["card_data"]
    sample = load_cards(SAMPLE_CARD_DATA)
    assert card_data["ok"] is True and card_data["sample"] is True
    assert card_data["path"] == str(SAMPLE_CARD_DATA)
    assert (card_data["version"], card_data["cards"]) == (sample.version, len(sample))
    assert "SAMPLE SET" in card_data["description"]


@pytest.mark.django_db
def test_healthz_names_real_card_data_without_calling_it_the_sample_set(client, card_data_at):
    if not (REAL_DATA / "packs").is_dir():
        pytest.skip(f"community card data not found at {REAL_DATA}")
    card_data_at(REAL_DATA)
    card_data = client.get("/healthz").json()["card_data"]
    assert card_data["sample"] is False and card_data["path"] == str(REAL_DATA)
    assert card_data["cards"] == len(load_cards(REAL_DATA)) > 2000
    assert "SAMPLE" not in card_data["description"]


@pytest.mark.django_db
def test_healthz_reports_unreadable_card_data_instead_of_failing(client, card_data_at, tmp_path):
    card_data_at(tmp_path)  # no packs/*.json
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json()["card_data"] == {
        "ok": False,
        "error": f"no card data: {tmp_path / 'packs'} holds no *.json pack files",
    }
