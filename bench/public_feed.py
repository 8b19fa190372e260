"""The v3 public feed at a 1,024-player event: a games page, the current round for an
overlay, and the cost of a 304.

    python bench/public_feed.py [--players 1024] [--rounds 3] [--requests 100]

Prints JSON. Builds the event through the services (``--rounds`` Swiss rounds played and
closed, the next one paired: about 1,500 games at 1,024 players), serves it with gunicorn (2
workers, DEBUG off) on PostgreSQL (``DATABASE_URL``, default the scratch database of
``bench/_django.py``) and times, over HTTP, without login:

* ``games_page`` - GET /api/v3/games?tournament_id=ID&page=N (50 games; N walks the pages);
* ``current_round`` - GET /api/v3/games?current_only=1&tournament_id=ID (512 games in one list);
* ``games_page_304`` and ``current_round_304`` - the same with ``If-None-Match``: a 304;
* ``whole_feed_304`` - GET /api/v3/games?page=1 with ``If-None-Match`` (all tournaments).

Median and 95th percentile in milliseconds, reply sizes, and database queries per request
(in-process, same views).
"""

from __future__ import annotations

import argparse
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from bench._django import setup_django  # noqa: E402
from bench.api import _summary, build, start_server  # noqa: E402


def _get(base: str, path: str, etag: str | None = None) -> tuple[float, int, str, int]:
    """Milliseconds, status, ETag and body bytes of one GET."""
    headers = {"If-None-Match": etag} if etag else {}
    start = time.perf_counter()
    try:
        with urllib.request.urlopen(urllib.request.Request(base + path, headers=headers)) as r:
            body = r.read()
            status, tag = r.status, r.headers["ETag"]
    except urllib.error.HTTPError as reply:  # urllib reports a 304 as an error
        body, status, tag = b"", reply.code, reply.headers["ETag"]
    return (time.perf_counter() - start) * 1000, status, tag, len(body)


def _series(base: str, paths: list[str], requests: int, conditional: bool) -> dict[str, Any]:
    tags = {path: _get(base, path)[2] for path in paths}  # warms the workers too
    samples, sizes = [], []
    for index in range(requests):
        path = paths[index % len(paths)]
        ms, status, _, size = _get(base, path, tags[path] if conditional else None)
        assert status == (304 if conditional else 200), (path, status)
        samples.append(ms)
        sizes.append(size)
    return {**_summary(samples), "bytes": max(sizes)}


def queries(paths: dict[str, str]) -> dict[str, int]:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext
    from rest_framework.test import APIClient

    client = APIClient(SERVER_NAME="localhost")
    counts = {}
    for name, path in paths.items():
        etag = client.get(path)["ETag"]
        with CaptureQueriesContext(connection) as captured:
            assert client.get(path).status_code == 200
        counts[name] = len(captured)
        with CaptureQueriesContext(connection) as captured:
            assert client.get(path, HTTP_IF_NONE_MATCH=etag).status_code == 304
        counts[f"{name}_304"] = len(captured)
    return counts


def main() -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1024)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--requests", type=int, default=100)
    args = parser.parse_args()
    setup_django()
    from django.db import connection

    from tournaments.models import Match

    started = time.perf_counter()
    event = build(args.players, args.rounds, f"bench-feed-{args.players}-{time.strftime('%H%M%S')}")
    build_seconds = round(time.perf_counter() - started, 1)
    t = event.pk
    games = Match.objects.filter(tournament=event).count()
    pages = [f"/api/v3/games?tournament_id={t}&page={n}" for n in range(1, games // 50 + 1)]
    current = [f"/api/v3/games?current_only=1&tournament_id={t}"]
    counted = queries({"games_page": pages[len(pages) // 2], "current_round": current[0]})
    connection.close()
    server, base = start_server(workers=2)
    try:
        figures = {
            "games_page": _series(base, pages, args.requests, conditional=False),
            "games_page_304": _series(base, pages, args.requests, conditional=True),
            "current_round": _series(base, current, args.requests, conditional=False),
            "current_round_304": _series(base, current, args.requests, conditional=True),
            "whole_feed_304": _series(base, ["/api/v3/games?page=1"], args.requests, True),
        }
    finally:
        server.terminate()
        server.wait(timeout=30)
    return {
        "players": args.players,
        "games": games,
        "build_seconds": build_seconds,
        "queries_per_request": counted,
        "http": figures,
    }


if __name__ == "__main__":
    import json

    print(json.dumps(main(), indent=2))
