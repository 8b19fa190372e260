"""Match-log verification: in-process replay beside the real pipeline (upload, Redis,
1 and 2 Celery workers, PostgreSQL), in one run on the same simulated logs.

    python bench/verify_pipeline.py [--logs 300] [--workers 1,2] [--repeat 2]

Prints JSON: logs verified per second each way and their ratio, per run and the median.
Targets (issue 25): with 2 workers at least 1.0x one in-process replayer, with 1 worker at
least 0.8x. The in-process rate is measured again right before each pipeline run (a loaded
machine drifts), and each worker is warmed with one verification (card data loaded, its
database connection open) before the clock starts, as a long-running worker is.
``service_in_process`` is the verification service without Celery (read, replay, verdict).
Uses DATABASE_URL (default: a scratch ``agot_bench`` database) and REDIS_URL (default
``redis://127.0.0.1:6379/2``, a database the test suite does not use).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
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


def _uploaded(logs: list[dict]):  # type: ignore[no-untyped-def]
    """A tournament with every log uploaded in one transaction (so that all verification
    tasks reach the idle workers at its commit); returns it and the upload's seconds."""
    from django.db import transaction

    from tournaments.services import matchlogs

    tournament, organizer = _event_with_matches(len(logs))
    games = list(tournament.matches.filter(player_b__isnull=False).order_by("table"))
    uploading = time.perf_counter()
    with transaction.atomic():
        for match, log in zip(games, logs, strict=False):
            matchlogs.matchlog_upload(tournament, match.key, log, user=organizer)
        uploaded = time.perf_counter() - uploading
    return tournament, uploaded


def _wait_verified(tournament, count: int, timeout: float = 1800) -> None:  # type: ignore[no-untyped-def]
    from tournaments.models import MatchLog

    done = MatchLog.objects.filter(tournament=tournament, verified_version__isnull=False)
    deadline = time.monotonic() + timeout
    while done.count() < count:
        if time.monotonic() > deadline:
            raise SystemExit(f"{count - done.count()} logs still unverified after {timeout}s")
        time.sleep(0.05)


def service_in_process(logs: list[dict]) -> dict[str, float]:
    """The verification service on this core, without Celery: what one worker does."""
    from tests.workers import purge_queues
    from tournaments.models import MatchLog
    from tournaments.services import verdicts

    tournament, _ = _uploaded(logs)
    purge_queues()  # no worker runs: the uploads' tasks are done here instead
    rows = MatchLog.objects.filter(tournament=tournament).values_list("stream_id", "log_version")
    start = time.perf_counter()
    for stream, version in list(rows):
        verdicts.matchlog_verify(stream, version)
    seconds = time.perf_counter() - start
    return {"seconds": round(seconds, 3), "logs_per_second": round(len(logs) / seconds, 1)}


def pipeline(logs: list[dict], workers: int) -> dict[str, float]:
    """Upload every log; time from the commit to the last verdict with ``workers`` workers."""
    from tests.workers import celery_worker, purge_queues
    from tournaments.models import MatchLog

    purge_queues()  # the set-up queued standings tasks; measure verification alone
    # Workers keep their connection (production's DB_CONN_MAX_AGE), and a loaded machine may
    # need minutes to start them: wait, and always stop them (their process group) after.
    contexts = [
        celery_worker(f"bench{i}", start_timeout=600, env={"DB_CONN_MAX_AGE": "600"})
        for i in range(workers)
    ]
    started = []
    try:
        for context in contexts:
            context.__enter__()
            started.append(context)
        warm, _ = _uploaded(logs[:workers])  # one verification each before the clock starts
        _wait_verified(warm, workers)
        purge_queues()
        tournament, uploaded = _uploaded(logs)
        start = time.perf_counter()  # the tasks were sent on commit
        _wait_verified(tournament, len(logs))
        seconds = time.perf_counter() - start
    finally:
        for context in reversed(started):
            context.__exit__(None, None, None)
    done = MatchLog.objects.filter(tournament=tournament, status="valid")
    return {
        "seconds": round(seconds, 3),
        "upload_seconds_not_counted": round(uploaded, 3),
        "logs_per_second": round(len(logs) / seconds, 1),
        "valid": done.count(),
        "workers": workers,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--logs", type=int, default=300)
    parser.add_argument("--workers", default="1,2")
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args()
    setup_django()
    from tests.workers import ROOT  # noqa: F401  (the worker runs from the project root)

    started = time.perf_counter()
    logs = simulated_logs(args.logs)
    simulated = time.perf_counter() - started
    events = sum(len(log["events"]) for log in logs)
    runs: dict[str, list[dict]] = {}
    for _ in range(args.repeat):
        for workers in [int(w) for w in args.workers.split(",")]:
            local = in_process(logs)
            queued = pipeline(logs, workers)
            ratio = queued["logs_per_second"] / local["logs_per_second"]
            runs.setdefault(f"workers_{workers}", []).append(
                {"in_process": local, "pipeline": queued, "ratio": round(ratio, 3)}
            )
    service = service_in_process(logs)
    service_ratio = service["logs_per_second"] / in_process(logs)["logs_per_second"]
    medians = {k: statistics.median(r["ratio"] for r in v) for k, v in runs.items()}
    targets = {"workers_1": 0.8, "workers_2": 1.0}
    print(
        json.dumps(
            {
                "benchmark": "verify_pipeline",
                "logs": args.logs,
                "events": events,
                "simulate_seconds": round(simulated, 2),
                "runs": runs,
                "pipeline_over_in_process_median": medians,
                "service_in_process": service,
                "service_over_in_process": round(service_ratio, 3),
                "baseline_issue_25": {"workers_2": 0.236, "service_over_in_process": 0.13},
                "targets": targets,
                "target_met": {k: medians[k] >= t for k, t in targets.items() if k in medians},
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
