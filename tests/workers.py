"""Real Celery worker processes for integration tests (no in-process stand-in).

A worker is started as ``celery -A agot_site worker`` in a child process, against the Redis of
REDIS_URL and the *test* database that pytest-django created, so it sees what the test
committed (tests that use workers need ``django_db(transaction=True)``).
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from django.db import connection

ROOT = Path(__file__).resolve().parents[1]


def _test_database_url() -> str:
    s = connection.settings_dict
    return f"postgres://{s['USER']}@{s['HOST']}:{s['PORT']}/{s['NAME']}"


def purge_queues() -> None:
    from agot_site.celery import app

    app.control.purge()


@contextmanager
def celery_worker(
    name: str | None = None,
    concurrency: int = 1,
    *,
    start_timeout: float = 40,
    env: dict[str, str] | None = None,
) -> Iterator[subprocess.Popen[bytes]]:
    """Start a worker and wait until it answers a ping (up to ``start_timeout`` seconds: a
    loaded machine needs more); stop it and its pool processes (SIGTERM, then KILL) after.
    ``env`` adds to the worker's environment (a benchmark keeps its database connections)."""
    from agot_site.celery import app

    hostname = f"{name or 'test'}-{uuid.uuid4().hex[:8]}@localhost"
    env = {
        **os.environ,
        "DATABASE_URL": _test_database_url(),
        "DB_CONN_MAX_AGE": "0",
        **(env or {}),
    }
    command = [
        sys.executable,
        "-m",
        "celery",
        "-A",
        "agot_site",
        "worker",
        "--loglevel=WARNING",
        f"--hostname={hostname}",
        f"--concurrency={concurrency}",
        "--pool=prefork",
        "--without-gossip",
        "--without-mingle",
    ]
    # stdout holds only the banner; errors go to stderr. Benchmarks print JSON on stdout.
    # Its own process group, so that stopping it can never leave a pool process behind.
    process = subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, start_new_session=True
    )
    try:
        _wait_for(
            lambda: app.control.inspect(destination=[hostname], timeout=0.5).ping(),
            f"worker {hostname} did not start",
            process,
            start_timeout,
        )
        yield process
    finally:
        stop(process)


def stop(process: subprocess.Popen[bytes], sig: int = signal.SIGTERM) -> None:
    """Stop the worker; then kill whatever of its process group is left (pool processes
    whose parent was killed)."""
    if process.poll() is None:
        process.send_signal(sig)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    with contextlib.suppress(ProcessLookupError, PermissionError):  # the group is gone
        os.killpg(process.pid, signal.SIGKILL)


def _wait_for(probe, message: str, process: subprocess.Popen[bytes], timeout: float = 40) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"{message}: exited with {process.returncode}")
        if probe():
            return
        time.sleep(0.3)
    raise RuntimeError(f"{message} within {timeout}s")
