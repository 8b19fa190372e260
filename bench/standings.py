"""Command cost against the number of players, and the standings refresh behind it (issue 25).

    python bench/standings.py [--sizes 100,1000,5000] [--sample 30]

Prints JSON. For each size, a tournament on PostgreSQL (``DATABASE_URL``) with the Celery
queue on Redis (``REDIS_URL``, default ``redis://127.0.0.1:6379/2``) and no worker, so a
command's own cost is timed apart from the refresh it asks for:

* ``command_ms``: median wall time of ``--sample`` registrations and deck submissions
  before round 1, and of results recorded in round 1 (a burst, one command each);
* ``refreshes_queued``: standings refreshes the burst left in the queue (coalesced: 1;
  before issue 25 every command queued one), and none for registrations and decks;
* ``refresh_ms``: one refresh as a worker runs it (recompute, write the changed rows)
  beside the baseline it replaced (recompute, delete and insert every row), on the same state;
* ``work_per_result_ms``: a result's command plus its share of refresh work, now and in the
  baseline (one full refresh per command).

Target: command cost flat in the number of players (other than pairing, closing a round and
the refresh itself). Standings stay exact: ``standings_differences`` is empty at the end.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("REDIS_URL", "redis://127.0.0.1:6379/2")
from bench._django import setup_django


def _timed(call: Any) -> float:
    start = time.perf_counter()
    call()
    return (time.perf_counter() - start) * 1000


def _median(samples: list[float]) -> float:
    return round(statistics.median(samples), 2)


def queued_refreshes() -> int:
    import redis

    broker = redis.Redis.from_url(os.environ["REDIS_URL"])
    return sum(b"standings_refresh" in m for m in broker.lrange("celery", 0, -1))


def baseline_refresh(tournament: Any) -> None:
    """The refresh before issue 25: every row deleted and written again."""
    from django.db import transaction

    from tournaments import projections
    from tournaments.models import Registration, Standing
    from tournaments.standings import FIELDS, _values, standings_rows

    with transaction.atomic():
        state = projections.tournament_state(tournament.pk)
        ids = dict(
            Registration.objects.filter(tournament=tournament).values_list("player_id", "id")
        )
        Standing.objects.filter(tournament=tournament).delete()
        Standing.objects.bulk_create(
            [
                Standing(
                    tournament=tournament,
                    registration_id=ids[row.player_id],
                    **dict(zip(FIELDS, _values(row), strict=True)),
                )
                for row in standings_rows(state)
            ]
        )


def one_size(players: int, sample: int, organizer: Any) -> dict[str, Any]:
    from tests.tournaments.factories import legal_deck_text
    from tests.workers import purge_queues
    from tournaments import projections
    from tournaments.models import Tournament
    from tournaments.services import standings
    from tournaments.services import tournaments as svc
    from tournaments.services.verification import standings_differences

    purge_queues()
    name = f"bench-standings-{players}-{time.time()}"
    tournament = svc.tournament_create(organizer=organizer, name=name, seed=name)
    started = time.perf_counter()
    for index in range(players - sample):
        svc.player_register(tournament, name=f"Player {index}")
    registrations = [
        _timed(lambda n=n: svc.player_register(tournament, name=f"Sampled {n}"))
        for n in range(sample)
    ]
    decks = [
        _timed(lambda n=n: svc.deck_submit(tournament, f"p{n + 1}", legal_deck_text()))
        for n in range(sample)
    ]
    queued_before_round_1 = queued_refreshes()
    pairing = _timed(lambda: svc.round_pair(tournament))
    standings.standings_refresh(tournament.pk)  # the pairing's refresh, as a worker would
    purge_queues()
    build_seconds = time.perf_counter() - started
    tables = list(projections.tournament_state(tournament).latest_round().pending())[:sample]
    results = [_timed(lambda m=m: svc.result_record(tournament, m.key, "a_win")) for m in tables]
    queued_by_burst = queued_refreshes()
    refresh = _timed(lambda: standings.standings_refresh(tournament.pk))
    exact = standings_differences(tournament.pk) == []
    baseline = _timed(lambda: baseline_refresh(tournament))
    Tournament.objects.filter(pk=tournament.pk).update(standings_version=0)
    diff_after_full = _timed(lambda: standings.standings_refresh(tournament.pk))
    purge_queues()
    command = _median(results)
    return {
        "players": players,
        "build_seconds": round(build_seconds, 1),
        "command_ms": {
            "register": _median(registrations),
            "deck_submit": _median(decks),
            "result_record": command,
            "round_pair_not_flat": round(pairing, 1),
        },
        "refreshes_queued": {
            "registrations_and_decks": queued_before_round_1,
            "burst_of_results": queued_by_burst,
            "burst_commands": len(results),
            "baseline_burst": len(results),
        },
        "refresh_ms": {
            "coalesced_after_burst": round(refresh, 1),
            "nothing_changed": round(diff_after_full, 1),
            "baseline_full_rewrite": round(baseline, 1),
        },
        "work_per_result_ms": {
            "now": round(command + refresh / len(results), 2),
            "baseline": round(command + baseline, 2),
        },
        "standings_exact": exact,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100,1000,5000")
    parser.add_argument("--sample", type=int, default=30)
    args = parser.parse_args()
    setup_django()
    from django.contrib.auth import get_user_model

    organizer = get_user_model().objects.get_or_create(username="bench-organizer")[0]
    sizes = [one_size(int(n), args.sample, organizer) for n in args.sizes.split(",")]
    smallest, largest = sizes[0]["command_ms"], sizes[-1]["command_ms"]
    growth = {
        kind: round(largest[kind] / smallest[kind], 2)
        for kind in ("register", "deck_submit", "result_record")
    }
    print(
        json.dumps(
            {
                "benchmark": "standings",
                "sizes": sizes,
                "command_ms_largest_over_smallest": growth,
                "baseline_issue_25": {
                    "refreshes_per_100_player_event": 537,
                    "deck_submit_ms_at_800_players": 260,
                },
                "target": "command cost flat in players (largest/smallest under 1.5)",
                "target_met": all(g < 1.5 for g in growth.values()),
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
