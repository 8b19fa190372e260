"""API latency and queries per request for a 1,024-player tournament in round 6.

    python bench/api.py [--players 1024] [--requests 200] [--workers 2]

Prints JSON. Builds the tournament through the services (five Swiss rounds played and
closed, round 6 paired), then starts gunicorn (production settings: DEBUG off, Redis cache
for the throttles when REDIS_URL is set) on PostgreSQL (``DATABASE_URL``, default the scratch
database of ``bench/_django.py``) and measures, over HTTP with a token:

* ``standings`` - GET /api/v1/tournaments/{id}/standings/ (first page, 50 rows);
* ``pairings`` - GET /api/v1/tournaments/{id}/pairings/ (the current round's first page);
* ``public_games`` - GET /api/v1/public/tournaments/{id}/pairings/ (no login);
* ``result_report`` - POST /api/v1/tournaments/{id}/matches/{key}/result/ (organizer).

Reports median and 95th percentile in milliseconds, and the database queries per request at
8 and at ``--players`` players (in-process, same views). Target: reads under 200 ms p95, and
queries per request that do not grow with the players.

Standings follow a result through a Celery task queued after commit; in production a worker
runs it, not the request. Without REDIS_URL the embedded mode runs tasks in-process, so the
server's workers (``post_worker_init`` below, gunicorn ``-c python:bench.api``) leave that task out,
and its cost is reported on its own as ``standings_refresh_ms`` (what a Celery worker spends
per result at this size).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SECURE_SSL_REDIRECT", "0")
START_SECONDS = float(os.environ.get("BENCH_START_SECONDS", "600"))
from bench._django import setup_django  # noqa: E402


def no_standings_refresh_per_command() -> None:
    """Commands queue no standings refresh (a Celery worker's work, measured on its own)."""
    from tournaments.services import standings

    standings.standings_refresh_request = lambda tournament_id: False  # type: ignore[assignment]


def post_worker_init(worker: Any) -> None:
    """gunicorn hook: the standings refresh belongs to a Celery worker, not the request."""
    no_standings_refresh_per_command()


def standings_refresh_ms(tournament: Any) -> float:
    """One standings recomputation after a result, as a Celery worker runs it."""
    from tournaments.tasks import standings_refresh

    standings_refresh(tournament.pk)  # fold and cache the state first
    from tournaments.models import Tournament

    Tournament.objects.filter(pk=tournament.pk).update(standings_version=0)
    start = time.perf_counter()
    standings_refresh(tournament.pk)
    return round((time.perf_counter() - start) * 1000, 1)


def build(players: int, rounds_played: int, name: str) -> Any:
    """A tournament with ``players`` entrants, ``rounds_played`` Swiss rounds closed and the
    next one paired; standings computed once at the end."""
    from django.contrib.auth import get_user_model

    from tournaments.services import tournaments as svc
    from tournaments.tasks import standings_refresh

    no_standings_refresh_per_command()  # once, below, not per command
    organizer = get_user_model().objects.get_or_create(username="bench-organizer")[0]
    tournament = svc.tournament_create(
        organizer=organizer, name=name, seed=name, preset="custom", swiss_rounds=rounds_played + 2
    )
    for index in range(players):
        svc.player_register(tournament, name=f"Player {index + 1}")
    rng = random.Random(name)
    for _ in range(rounds_played):
        svc.round_pair(tournament)
        _play(tournament, rng)
        svc.round_close(tournament)
    svc.round_pair(tournament)
    standings_refresh(tournament.pk)
    tournament.refresh_from_db()
    return tournament


def _play(tournament: Any, rng: random.Random) -> None:
    from tournaments import projections
    from tournaments.services import tournaments as svc

    state = projections.tournament_state(tournament)
    for match in state.latest_round().pending():
        svc.result_record(tournament, match.key, rng.choice(["a_win", "b_win", "a_modified_win"]))


def token_for(tournament: Any) -> str:
    from rest_framework.authtoken.models import Token

    return str(Token.objects.get_or_create(user=tournament.organizer)[0].key)


def paths(tournament: Any) -> dict[str, str]:
    t = tournament.pk
    return {
        "standings": f"/api/v1/tournaments/{t}/standings/",
        "pairings": f"/api/v1/tournaments/{t}/pairings/",
        "public_games": f"/api/v1/public/tournaments/{t}/pairings/",
    }


def open_tables(tournament: Any) -> list[str]:
    from tournaments.models import Match

    return list(
        Match.objects.filter(
            tournament=tournament,
            round__number=tournament.current_round,
            result=None,
            player_b__isnull=False,
        )
        .order_by("id")
        .values_list("key", flat=True)
    )


def queries_per_request(tournament: Any) -> dict[str, int]:
    """Database queries of each request, counted in-process through the same views."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext
    from rest_framework.test import APIClient

    client = APIClient(SERVER_NAME="localhost")
    client.credentials(HTTP_AUTHORIZATION=f"Token {token_for(tournament)}")
    counts = {}
    for name, path in paths(tournament).items():
        with CaptureQueriesContext(connection) as captured:
            assert client.get(path).status_code == 200
        counts[name] = len(captured)
    key = open_tables(tournament)[-1]
    with CaptureQueriesContext(connection) as captured:
        response = client.post(
            f"/api/v1/tournaments/{tournament.pk}/matches/{key}/result/",
            {"result": "a_win"},
            format="json",
        )
    assert response.status_code == 200, response.content
    counts["result_report"] = len(captured)
    return counts


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_server(workers: int) -> tuple[subprocess.Popen[bytes], str]:
    port = _free_port()
    env = {
        **os.environ,
        "THROTTLE_RESULT_REPORT": "1000000/min",
        "THROTTLE_PUBLIC": "1000000/min",
    }
    server = subprocess.Popen(
        [
            str(ROOT / ".venv/bin/gunicorn"),
            "agot_site.wsgi",
            "-c",
            "python:bench.api",
            "-w",
            str(workers),
            "-b",
            f"127.0.0.1:{port}",
            "--log-level",
            "warning",
        ],
        cwd=ROOT,
        env=env,
        start_new_session=True,  # its own process group: stopping it stops its workers too
    )
    base = f"http://127.0.0.1:{port}"
    # A loaded machine may need minutes to start the workers: wait, and never leave them.
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline and server.poll() is None:
        try:
            urllib.request.urlopen(base + "/healthz", timeout=5)
            return server, base
        except OSError:
            time.sleep(0.2)
    stop_server(server)
    raise SystemExit(f"gunicorn did not answer within {START_SECONDS}s")


def stop_server(server: subprocess.Popen[bytes]) -> None:
    """SIGTERM to the master; whatever of its process group is left after 30 s is killed."""
    if server.poll() is None:
        server.send_signal(signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            server.wait(timeout=30)
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(server.pid, signal.SIGKILL)
    server.wait()


def _timed(request: urllib.request.Request) -> float:
    start = time.perf_counter()
    with urllib.request.urlopen(request, timeout=30) as response:
        response.read()
        assert response.status == 200, response.status
    return (time.perf_counter() - start) * 1000


def _summary(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "median_ms": round(statistics.median(ordered), 1),
        "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))], 1),
        "requests": len(ordered),
    }


def measure(base: str, tournament: Any, requests: int) -> dict[str, Any]:
    headers = {"Authorization": f"Token {token_for(tournament)}"}
    figures: dict[str, Any] = {}
    for name, path in paths(tournament).items():
        for _ in range(5):  # warm the workers' connections and state caches
            _timed(urllib.request.Request(base + path, headers=headers))
        samples = [
            _timed(urllib.request.Request(base + path, headers=headers)) for _ in range(requests)
        ]
        figures[name] = _summary(samples)
    keys = open_tables(tournament)[: requests + 10]
    body = json.dumps({"result": "a_win"}).encode()
    posts = [
        urllib.request.Request(
            f"{base}/api/v1/tournaments/{tournament.pk}/matches/{key}/result/",
            data=body,
            headers={**headers, "Content-Type": "application/json"},
            method="POST",
        )
        for key in keys
    ]
    for post in posts[:10]:  # each worker folds the event stream once, then caches it
        _timed(post)
    figures["result_report"] = _summary([_timed(post) for post in posts[10:]])
    return figures


def main() -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1024)
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    setup_django()
    from django.db import connection

    stamp = time.strftime("%H%M%S")
    started = time.perf_counter()
    large = build(args.players, 5, f"bench-api-{args.players}-{stamp}")
    build_seconds = round(time.perf_counter() - started, 1)
    small = build(8, 2, f"bench-api-8-{stamp}")
    queries = {"players_8": queries_per_request(small)}
    queries[f"players_{args.players}"] = queries_per_request(large)
    refresh_ms = standings_refresh_ms(large)
    connection.close()
    server, base = start_server(args.workers)
    try:
        latency = measure(base, large, min(args.requests, args.players // 2 - 20))
    finally:
        stop_server(server)
    reads_ok = all(latency[n]["p95_ms"] < 200 for n in ("standings", "pairings", "public_games"))
    return {
        "players": args.players,
        "round": large.current_round,
        "build_seconds": build_seconds,
        "gunicorn_workers": args.workers,
        "database": connection.vendor,
        "latency": latency,
        "standings_refresh_ms": refresh_ms,
        "queries_per_request": queries,
        "queries_constant": queries["players_8"] == queries[f"players_{args.players}"],
        "reads_p95_under_200ms": reads_ok,
    }


if __name__ == "__main__":
    print(json.dumps(main(), indent=2))
