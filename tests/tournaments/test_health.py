"""/healthz reports database, broker and worker state."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.game.cards import SAMPLE_CARD_DATA, load_cards
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
