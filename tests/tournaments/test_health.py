"""/healthz reports database, broker and worker state."""

from __future__ import annotations

import pytest

from tests.workers import celery_worker


@pytest.mark.django_db
def test_healthz_reports_each_part_as_json(client, settings):
    response = client.get("/healthz")
    body = response.json()
    assert set(body) == {"status", "database", "broker", "workers"}
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
