"""Fixtures shared by the tournament app's tests: a private redis-server for the tests of Redis
faults (stopped, hung), started on a free port, never the machine's shared one, so it can be
killed or SIGSTOPped for real; and the card data a test points the process at."""

from __future__ import annotations

import shutil
import signal
import socket
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
import redis
from django.test import override_settings

from engine.game.data.cards import ENV_VAR
from tournaments.cards import card_db, restricted_lists


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def redis_at(url: str) -> Iterator[None]:
    """Broker and cache at ``url``, tasks sent to it (not run in-process)."""
    from django.conf import settings

    from agot_site.celery import app

    caches = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": url,
            # The production settings' socket timeouts, as CACHES has them with REDIS_URL.
            "OPTIONS": getattr(settings, "REDIS_CLIENT_OPTIONS", {}),
        }
    }
    saved = app.conf.broker_url, app.conf.task_always_eager
    app.close()
    app.conf.broker_url, app.conf.task_always_eager = url, False
    try:
        with override_settings(CACHES=caches, CELERY_TASK_ALWAYS_EAGER=False):
            yield
    finally:
        app.close()
        app.conf.broker_url, app.conf.task_always_eager = saved


@pytest.fixture
def private_redis(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[bytes], str]]:
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("needs the redis-server binary")
    port = free_port()
    process = subprocess.Popen(
        [binary, "--port", str(port), "--save", "", "--appendonly", "no", "--daemonize", "no"],
        cwd=tmp_path,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"redis://127.0.0.1:{port}/0"
    client = redis.Redis.from_url(url)
    for _ in range(100):
        try:
            client.ping()
            break
        except redis.ConnectionError:
            time.sleep(0.05)
    yield process, url
    if process.poll() is None:
        process.kill()  # SIGKILL also ends a SIGSTOPped server
        process.wait()


@pytest.fixture
def on_private_redis(private_redis: tuple[Any, str]) -> Iterator[subprocess.Popen[bytes]]:
    """Broker and cache on the private Redis, tasks sent to it (not run in-process)."""
    process, url = private_redis
    with redis_at(url):
        yield process


def answer_within(
    call: Callable[[], Any], seconds: float, unstick: Callable[[], Any] | None = None
) -> tuple[Any, float]:
    """``call()`` in a thread: one stuck past ``seconds`` fails the test (after ``unstick``
    has let it finish) instead of hanging the run. Returns its answer and how long it took."""
    answer: list[Any] = []
    started = time.monotonic()
    worker = threading.Thread(target=lambda: answer.append(call()))
    worker.start()
    worker.join(seconds)
    took = time.monotonic() - started
    if unstick is not None:
        unstick()
    worker.join()
    assert took < seconds, f"took {took:.1f} s"
    return answer[0], took


def resume(process: subprocess.Popen[bytes]) -> Callable[[], None]:
    return lambda: process.send_signal(signal.SIGCONT)


@pytest.fixture
def card_data_at(monkeypatch: pytest.MonkeyPatch, settings) -> Iterator[Callable[[Path], None]]:
    """Point the process at a card data directory through the environment variable, as a
    fresh clone or an operator would; the cached card database is reloaded, then again after."""

    def point(path: Path) -> None:
        settings.AGOT_CARD_DATA = ""  # the setting wins over the variable: leave it to the variable
        monkeypatch.setenv(ENV_VAR, str(path))
        card_db.cache_clear()
        restricted_lists.cache_clear()

    yield point
    card_db.cache_clear()
    restricted_lists.cache_clear()
