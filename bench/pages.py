"""The organizer's pages at 100 and 500 players (issue 21): server time and queries.

    python bench/pages.py [--players 100 500] [--requests 30]

Prints JSON. For each size, builds an event through the services (players registered from
one CSV batch, round 1 paired and its clock started, results recorded at half of the tables,
standings refreshed), then renders each page in-process through Django's test client as the
organizer (middleware, templates and all; no network), on PostgreSQL (``DATABASE_URL``,
default the scratch database of ``bench/_django.py``), DEBUG off:

* ``dashboard`` - /events/ID/manage/
* ``results_desk`` - /events/ID/manage/round/ (unreported tables, the default) and
  ``results_desk_all`` (?show=all)
* ``swap_pairings`` - /events/ID/manage/pairings/swap/
* ``big_screen`` - /events/ID/screen/ (first slide) and ``big_screen_names`` (a names slide)
* ``standings`` - /events/ID/standings/ and ``print_pairings``, ``print_standings``

Median and 95th percentile of the server time in milliseconds, and the database queries of
one request. Issue 21 asks for p95 under 300 ms and a query count that does not grow with
the player count.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from bench._django import setup_django  # noqa: E402
from bench.api import _summary  # noqa: E402


def build(players: int) -> Any:
    from django.contrib.auth import get_user_model

    from tournaments import projections
    from tournaments.services import bulk_registration, results
    from tournaments.services import tournaments as svc

    organizer, _ = get_user_model().objects.get_or_create(username="bench-pages-organizer")
    event = svc.tournament_create(
        organizer=organizer, name=f"Pages bench {players} {time.strftime('%H%M%S')}"
    )
    names = "\n".join(f"Bench Player {n:04d}" for n in range(1, players + 1))
    bulk_registration.players_register_csv(event, f"name\n{names}\n", actor=None)
    svc.round_pair(event)
    results.round_start(event)
    state = projections.tournament_state(event)
    for match in list(state.latest_round().pending())[: players // 4]:
        svc.result_record(event, match.key, "a_win")
    event.refresh_from_db()
    projections.standings_project(event, projections.tournament_state(event))
    event.refresh_from_db()
    return event, organizer


def paths(event: Any) -> dict[str, str]:
    base = f"/events/{event.pk}/"
    return {
        "dashboard": f"{base}manage/",
        "results_desk": f"{base}manage/round/",
        "results_desk_all": f"{base}manage/round/?show=all",
        "swap_pairings": f"{base}manage/pairings/swap/",
        "big_screen": f"{base}screen/",
        "big_screen_names": f"{base}screen/?slide=4",
        "standings": f"{base}standings/",
        "print_pairings": f"{base}print/pairings/",
        "print_standings": f"{base}print/standings/",
    }


def measure(event: Any, organizer: Any, requests: int) -> dict[str, Any]:
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    client = Client()
    client.force_login(organizer)
    figures: dict[str, Any] = {}
    for name, path in paths(event).items():
        assert client.get(path, secure=True).status_code == 200, path  # warm: templates, caches
        with CaptureQueriesContext(connection) as captured:
            client.get(path, secure=True)
        queries = len(captured)  # now: the log is cleared by the next request
        samples = []
        for _ in range(requests):
            start = time.perf_counter()
            response = client.get(path, secure=True)
            samples.append((time.perf_counter() - start) * 1000)
            assert response.status_code == 200, path
        figures[name] = {**_summary(samples), "queries": queries}
    return figures


def main() -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, nargs="+", default=[100, 500])
    parser.add_argument("--requests", type=int, default=30)
    args = parser.parse_args()
    setup_django()
    out: dict[str, Any] = {}
    for players in args.players:
        started = time.perf_counter()
        event, organizer = build(players)
        build_seconds = round(time.perf_counter() - started, 1)
        out[str(players)] = {
            "build_seconds": build_seconds,
            "pages": measure(event, organizer, args.requests),
        }
    return out


if __name__ == "__main__":
    import json

    print(json.dumps(main(), indent=2))
