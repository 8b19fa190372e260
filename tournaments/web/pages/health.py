"""``/healthz``: database, broker and worker state as JSON, for load balancers and humans."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import connection
from django.http import JsonResponse
from django.views.decorators.http import require_GET

from agot_site.celery import app as celery_app
from engine.game.cards import CardDataError
from tournaments.cards import card_data_summary


def _database() -> dict[str, Any]:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        return {"ok": True, "vendor": connection.vendor}
    except Exception as exc:  # any failure means "down"; the message says why
        return {"ok": False, "vendor": connection.vendor, "error": str(exc)}


def _broker() -> dict[str, Any]:
    if settings.CELERY_TASK_ALWAYS_EAGER:
        return {"ok": True, "mode": "in-process"}
    try:
        with celery_app.connection_for_write() as conn:
            conn.ensure_connection(max_retries=1, timeout=2)
        return {"ok": True, "mode": "redis"}
    except Exception as exc:
        return {"ok": False, "mode": "redis", "error": str(exc)}


def _workers(broker_ok: bool) -> dict[str, Any]:
    if settings.CELERY_TASK_ALWAYS_EAGER:
        return {"ok": True, "mode": "in-process", "count": 0}
    if not broker_ok:
        return {"ok": False, "count": 0, "error": "broker unreachable"}
    replies = celery_app.control.inspect(timeout=1.0).ping() or {}
    return {"ok": bool(replies), "count": len(replies), "names": sorted(replies)}


def _card_data() -> dict[str, Any]:
    # Informational: it does not change `status` (a process with unreadable card data still
    # serves everything but deck lists), but it names the sample set plainly.
    try:
        return {"ok": True, **card_data_summary()}
    except CardDataError as exc:
        return {"ok": False, "error": str(exc)}


@require_GET
def healthz(request: Any) -> JsonResponse:
    database = _database()
    broker = _broker()
    workers = _workers(broker["ok"])
    if not database["ok"]:
        state, code = "down", 503
    elif not (broker["ok"] and workers["ok"]):
        # Reads and writes still work; verification waits until a worker is back.
        state, code = "degraded", 200
    else:
        state, code = "ok", 200
    body = {"status": state, "database": database, "broker": broker, "workers": workers}
    body["card_data"] = _card_data()
    return JsonResponse(body, status=code)
