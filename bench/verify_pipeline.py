"""Match-log verification: in-process replay beside the real pipeline (upload, Redis,
2 Celery workers, PostgreSQL), in one run on the same simulated logs.

    python bench/verify_pipeline.py [--logs 500] [--workers 2]

Prints JSON: logs verified per second each way and their ratio. Target (issue 7): with 2
workers the pipeline verifies at least as many logs per second as one in-process replayer.
Uses DATABASE_URL (default: a scratch ``agot_bench`` database) and REDIS_URL (default
``redis://127.0.0.1:6379/2``, a database the test suite does not use).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("REDIS_URL", "redis://127.0.0.1:6379/2")
from bench._django import setup_django


def simulated_logs(count: int) -> list[dict]:
    from engine.game.cards import load_cards
    from engine.game.simulate import pick_decks, simulate

    cards = load_cards()
    logs = []
    for seed in range(1, count + 1):
        deck_a, deck_b = pick_decks(cards, seed)
        logs.append(simulate(deck_a, deck_b, seed, cards))
    return logs


def in_process(logs: list[dict]) -> dict[str, float]:
    """Parse and replay every log on this core, as one worker would."""
    from engine.game.log import parse_log
    from engine.game.replay import replay
    from tournaments.selectors.matchlogs import cards_for

    texts = [json.dumps(log) for log in logs]
    start = time.perf_counter()
    statuses = []
    for text in texts:
        parsed = parse_log(text)
        statuses.append(replay(parsed, cards_for(parsed)).status)
    seconds = time.perf_counter() - start
    return {
        "seconds": round(seconds, 3),
        "logs_per_second": round(len(logs) / seconds, 1),
        "valid": statuses.count("valid"),
    }


def _event_with_matches(matches: int):  # type: ignore[no-untyped-def]
    from django.contrib.auth import get_user_model

    from tournaments.services import tournaments as svc

    organizer = get_user_model().objects.get_or_create(username="bench-organizer")[0]
    tournament = svc.tournament_create(
        organizer=organizer,
        name="Verification bench",
        preset="custom",
        swiss_rounds=1,
        seed=str(time.time()),
    )
    for index in range(matches * 2):
        svc.player_register(tournament, name=f"Bench player {index}")
    svc.round_pair(tournament)
    return tournament, organizer


def pipeline(logs: list[dict], workers: int) -> dict[str, float]:
    """Upload every log through the service, in one transaction so that all verification
    tasks reach the idle workers at commit; time from the commit to the last verdict."""
    from django.db import transaction

    from tests.workers import celery_worker, purge_queues
    from tournaments.models import MatchLog
    from tournaments.services import matchlogs

    tournament, organizer = _event_with_matches(len(logs))
    purge_queues()  # the set-up queued standings tasks; measure verification alone
    games = list(tournament.matches.filter(player_b__isnull=False).order_by("table"))
    contexts = [celery_worker(f"bench{i}") for i in range(workers)]
    for context in contexts:
        context.__enter__()
    try:
        uploading = time.perf_counter()
        with transaction.atomic():
            for match, log in zip(games, logs, strict=False):
                matchlogs.matchlog_upload(tournament, match.key, log, user=organizer)
            uploaded = time.perf_counter() - uploading
        start = time.perf_counter()  # the tasks were sent on commit
        done = MatchLog.objects.filter(tournament=tournament, verified_version__isnull=False)
        while done.count() < len(logs):
            time.sleep(0.05)
        seconds = time.perf_counter() - start
    finally:
        for context in reversed(contexts):
            context.__exit__(None, None, None)
    valid = done.filter(status="valid").count()
    return {
        "seconds": round(seconds, 3),
        "upload_seconds_not_counted": round(uploaded, 3),
        "logs_per_second": round(len(logs) / seconds, 1),
        "valid": valid,
        "workers": workers,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--logs", type=int, default=500)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    setup_django()
    from tests.workers import ROOT  # noqa: F401  (the worker runs from the project root)

    started = time.perf_counter()
    logs = simulated_logs(args.logs)
    simulated = time.perf_counter() - started
    events = sum(len(log["events"]) for log in logs)
    local = in_process(logs)
    queued = pipeline(logs, args.workers)
    ratio = queued["logs_per_second"] / local["logs_per_second"]
    print(
        json.dumps(
            {
                "benchmark": "verify_pipeline",
                "logs": args.logs,
                "events": events,
                "simulate_seconds": round(simulated, 2),
                "in_process": local,
                "pipeline": queued,
                "pipeline_over_in_process": round(ratio, 3),
                "target": "pipeline >= in_process",
                "target_met": ratio >= 1.0,
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
