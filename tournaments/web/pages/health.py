"""``/healthz``: database, broker and worker state as JSON, for load balancers and humans.

The answer is bounded in time (issue 43, item 2): a hung Redis accepts connections and never
answers, so every Redis call has a socket timeout, and the broker and worker checks run in a
thread the view waits for at most ``DEADLINE_SECONDS``. Any exception inside a check is that
check failing (reported with its message), never an error page.
"""

from __future__ import annotations

import logging
import time
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Any

from celery import current_app as celery_app  # the project's app (agot_site.celery), by Celery
from django.conf import settings
from django.db import connection
from django.http import JsonResponse
from django.views.decorators.http import require_GET

from engine.game.api import CardDataError
from tournaments.cards import card_data_summary

logger = logging.getLogger(__name__)

# The whole answer within about 3 s: Redis socket operations give up after REDIS_SOCKET_SECONDS
# (connect and each reply), the worker ping waits PING_SECONDS for replies, and the Redis
# checks together get DEADLINE_SECONDS however Redis misbehaves.
REDIS_SOCKET_SECONDS = 0.5
PING_SECONDS = 1.0
DEADLINE_SECONDS = 2.5
_TRANSPORT_OPTIONS = {
    "socket_timeout": REDIS_SOCKET_SECONDS,
    "socket_connect_timeout": REDIS_SOCKET_SECONDS,
}


def _error(exc: BaseException) -> str:
    return str(exc) or type(exc).__name__


def _database() -> dict[str, Any]:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        return {"ok": True, "vendor": connection.vendor}
    except Exception as exc:  # any failure means "down"; the message says why
        return {"ok": False, "vendor": connection.vendor, "error": _error(exc)}


def _workers(conn: Any) -> dict[str, Any]:
    try:
        replies = celery_app.control.inspect(timeout=PING_SECONDS, connection=conn).ping() or {}
    except Exception as exc:  # the broker went away between the two checks (issue 43)
        return {"ok": False, "count": 0, "error": _error(exc)}
    return {"ok": bool(replies), "count": len(replies), "names": sorted(replies)}


def _broker_and_workers() -> tuple[dict[str, Any], dict[str, Any]]:
    """Both Redis checks on one short-timeout connection (not the app's pool, whose sockets
    wait forever)."""
    try:
        with celery_app.connection_for_write(transport_options=_TRANSPORT_OPTIONS) as conn:
            conn.ensure_connection(max_retries=1, timeout=REDIS_SOCKET_SECONDS * 2)
            return {"ok": True, "mode": "redis"}, _workers(conn)
    except Exception as exc:
        broker = {"ok": False, "mode": "redis", "error": _error(exc)}
        return broker, {"ok": False, "count": 0, "error": "broker unreachable"}


def _unanswered(started: float) -> tuple[dict[str, Any], dict[str, Any]]:
    waited = f"no answer from Redis within {time.monotonic() - started:.1f} s"
    logger.warning("healthz: %s", waited)
    return {"ok": False, "mode": "redis", "error": waited}, {
        "ok": False,
        "count": 0,
        "error": "broker unreachable",
    }


def _checks() -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    if settings.CELERY_TASK_ALWAYS_EAGER:
        in_process = {"ok": True, "mode": "in-process"}
        return _database(), in_process, {**in_process, "count": 0}
    started = time.monotonic()
    # Not a `with` block: leaving it would wait for a check stuck on Redis. The stuck thread
    # ends by itself when its socket timeout fires.
    pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="healthz")
    redis_checks = pool.submit(_broker_and_workers)
    pool.shutdown(wait=False)
    database = _database()  # meanwhile, in this thread (Django connections are per thread)
    try:
        broker, workers = redis_checks.result(
            timeout=max(0.0, DEADLINE_SECONDS - (time.monotonic() - started))
        )
    except FutureTimeout:
        broker, workers = _unanswered(started)
    return database, broker, workers


def _card_data() -> dict[str, Any]:
    # Informational: it does not change `status` (a process with unreadable card data still
    # serves everything but deck lists), but it names the sample set plainly.
    try:
        return {"ok": True, **card_data_summary()}
    except CardDataError as exc:
        return {"ok": False, "error": str(exc)}


@require_GET
def healthz(request: Any) -> JsonResponse:
    database, broker, workers = _checks()
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
