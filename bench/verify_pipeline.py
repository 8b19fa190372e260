"""Match-log verification: in-process replay beside the real pipeline (upload, Redis,
1 and 2 Celery workers, PostgreSQL), in one run on the same simulated logs.

    python bench/verify_pipeline.py [--logs 300] [--workers 1,2] [--repeat 2]

Prints JSON: logs verified per second each way and their ratio, per run and the median.
Targets (issue 25): with 2 workers at least 1.0x one in-process replayer, with 1 worker at
least 0.8x. The in-process rate is measured again right before and right after each
pipeline run, and the ratio is taken to their mean (a loaded machine drifts). Each pipeline
verifies the logs twice: a first pass (its rate is reported as ``cold_first_pass``) warms
the workers with these logs' cards, as the in-process replayer is warm from simulating them
and a long-running worker is; the second pass is timed, from the first task sent to the last
verdict. Two dispatches, in the same run: ``batched`` (tasks of ``queue.BATCH_SIZE`` logs:
several uploads in one transaction, the sweep) and ``single`` (a task per log: one upload
per request, and the dispatch before batching).
``service_in_process`` is the verification service without Celery (read, replay, verdict),
a log at a time and in batches.
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
    from engine.game.data.cards import load_cards
    from engine.game.simulate import pick_decks, simulate

    cards = load_cards()
    logs = []
    for seed in range(1, count + 1):
        deck_a, deck_b = pick_decks(cards, seed)
        logs.append(simulate(deck_a, deck_b, seed, cards))
    return logs


def in_process(logs: list[dict]) -> dict[str, float]:
    """Parse and replay every log on this core, as one worker would."""
    from engine.game.logformat.log import parse_log
    from engine.game.play.replay import replay
    from tournaments.selectors.matchlogs import cards_for

    texts = [json.dumps(log) for log in logs]
    start, cpu = time.perf_counter(), time.process_time()
    statuses = []
    for text in texts:
        parsed = parse_log(text)
        statuses.append(replay(parsed, cards_for(parsed)).status)
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    return {
        "seconds": round(seconds, 3),
        "logs_per_second": round(len(logs) / seconds, 1),
        "cpu_ms_per_log": round(1000 * cpu / len(logs), 2),
        "valid": statuses.count("valid"),
    }


def _cpu_seconds(pids: list[int]) -> float:
    """User and system CPU the processes have used so far (Linux /proc)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # gone meanwhile
        total += int(fields[11]) + int(fields[12])
    return total / ticks


def _group(leader: int) -> list[int]:
    """The processes of a worker's process group (its main process and pool children)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[2]) == leader:
                found.append(int(entry.name))
    return found


def _backends() -> list[int]:
    """The PostgreSQL server processes of this database's connections (workers' and ours)."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT pid FROM pg_stat_activity WHERE datname = current_database()")
        return [row[0] for row in cursor.fetchall()]


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


def _uploaded(logs: list[dict], queue_verifications: bool = True):  # type: ignore[no-untyped-def]
    """A tournament with every log uploaded in one transaction (so that all verification
    tasks reach the idle workers at its commit); returns it and the upload's seconds. With
    ``queue_verifications`` False nothing is queued: the caller dispatches (``_dispatch``)."""
    from django.db import transaction

    from tournaments import queue
    from tournaments.services import matchlogs

    tournament, organizer = _event_with_matches(len(logs))
    games = list(tournament.matches.filter(player_b__isnull=False).order_by("table"))
    uploading = time.perf_counter()
    batched = queue.enqueue_batched_after_commit
    if not queue_verifications:
        queue.enqueue_batched_after_commit = lambda *args: None  # type: ignore[assignment]
    try:
        with transaction.atomic():
            for match, log in zip(games, logs, strict=False):
                matchlogs.matchlog_upload(tournament, match.key, log, user=organizer)
            uploaded = time.perf_counter() - uploading
    finally:
        queue.enqueue_batched_after_commit = batched  # type: ignore[method-assign]
    return tournament, uploaded


def _dispatch(tournament, mode: str) -> None:  # type: ignore[no-untyped-def]
    """Queue the tournament's verifications as the services do: ``batched``, tasks of
    ``BATCH_SIZE`` logs (an upload of several logs in one transaction, the sweep); ``single``,
    one task per log (one upload per request)."""
    from tournaments import queue
    from tournaments.models import MatchLog

    rows = MatchLog.objects.filter(tournament=tournament).order_by("pk")
    items = [[s, v] for s, v in rows.values_list("stream_id", "log_version")]
    if mode == "single":
        for stream, version in items:
            queue.enqueue(queue.MATCHLOG_VERIFY, stream, version)
        return
    for start in range(0, len(items), queue.BATCH_SIZE):
        queue.enqueue(queue.MATCHLOGS_VERIFY, items[start : start + queue.BATCH_SIZE])


def _wait_verified(tournament, count: int, timeout: float = 1800) -> None:  # type: ignore[no-untyped-def]
    from tournaments.models import MatchLog

    done = MatchLog.objects.filter(tournament=tournament, verified_version__isnull=False)
    deadline = time.monotonic() + timeout
    while done.count() < count:
        if time.monotonic() > deadline:
            raise SystemExit(f"{count - done.count()} logs still unverified after {timeout}s")
        time.sleep(0.05)


def service_in_process(logs: list[dict]) -> dict[str, dict[str, float]]:
    """The verification service on this core, without Celery (what one worker does), a log
    at a time (``matchlog_verify``) and in batches (``matchlogs_verify``)."""
    from tournaments import queue
    from tournaments.models import MatchLog
    from tournaments.services import verdicts

    found = {}
    for mode in ("single", "batched"):
        tournament, _ = _uploaded(logs, queue_verifications=False)
        rows = MatchLog.objects.filter(tournament=tournament).order_by("pk")
        items = list(rows.values_list("stream_id", "log_version"))
        start = time.perf_counter()
        if mode == "single":
            for stream, version in items:
                verdicts.matchlog_verify(stream, version)
        else:
            for first in range(0, len(items), queue.BATCH_SIZE):
                verdicts.matchlogs_verify(items[first : first + queue.BATCH_SIZE])
        seconds = time.perf_counter() - start
        found[mode] = {
            "seconds": round(seconds, 3),
            "logs_per_second": round(len(logs) / seconds, 1),
        }
    return found


def _verified_in(
    logs: list[dict], mode: str, pids: tuple[list[int], list[int]] = ([], [])
) -> tuple[float, object, tuple[float, float]]:
    """Upload the logs (nothing queued), then time from the first task sent to the last
    verdict: the dispatch counts, as it costs the web process and the broker. Also the CPU
    that the processes of ``pids`` (workers', database's) used meanwhile, the upload apart."""
    tournament, _ = _uploaded(logs, queue_verifications=False)
    cpu = [_cpu_seconds(group) for group in pids]
    start = time.perf_counter()
    _dispatch(tournament, mode)
    _wait_verified(tournament, len(logs))
    seconds = time.perf_counter() - start
    used = [_cpu_seconds(group) - before for group, before in zip(pids, cpu, strict=True)]
    return seconds, tournament, (used[0], used[1])


def pipeline(logs: list[dict], workers: int, mode: str) -> dict[str, float]:
    """Verify every log with ``workers`` workers twice: a first (cold) pass, then the timed
    one, once the workers have seen these logs' cards as the in-process replayer has (it
    simulated them): a long-running worker is warm."""
    from tests.workers import celery_worker, purge_queues
    from tournaments.models import MatchLog

    purge_queues()  # the set-up queued standings tasks; measure verification alone
    # Workers keep their connection (production's DB_CONN_MAX_AGE), and a loaded machine may
    # need minutes to start them: wait, and always stop them (their process group) after.
    contexts = [
        celery_worker(f"bench{i}", start_timeout=600, env={"DB_CONN_MAX_AGE": "600"})
        for i in range(workers)
    ]
    started, leaders = [], []
    try:
        for context in contexts:
            leaders.append(context.__enter__().pid)
            started.append(context)
        cold, _, _ = _verified_in(logs, mode)
        purge_queues()
        pids = ([pid for leader in leaders for pid in _group(leader)], _backends())
        seconds, tournament, cpu = _verified_in(logs, mode, pids)
    finally:
        for context in reversed(started):
            context.__exit__(None, None, None)
    done = MatchLog.objects.filter(tournament=tournament, status="valid")
    return {
        "seconds": round(seconds, 3),
        "logs_per_second": round(len(logs) / seconds, 1),
        "cold_first_pass_logs_per_second": round(len(logs) / cold, 1),
        # CPU per log, whatever else the machine runs: the workers' processes (pool children
        # and main processes), and PostgreSQL's server processes for this database.
        "worker_cpu_ms_per_log": round(1000 * cpu[0] / len(logs), 2),
        "database_cpu_ms_per_log": round(1000 * cpu[1] / len(logs), 2),
        "valid": done.count(),
        "workers": workers,
        "dispatch": mode,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--logs", type=int, default=300)
    parser.add_argument("--workers", default="1,2")
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--dispatch", default="batched,single", help="batched, single or both")
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
            for mode in args.dispatch.split(","):
                before = in_process(logs)
                queued = pipeline(logs, workers, mode)
                after = in_process(logs)
                local = (before["logs_per_second"] + after["logs_per_second"]) / 2
                ratio = queued["logs_per_second"] / local
                replay_cpu = (before["cpu_ms_per_log"] + after["cpu_ms_per_log"]) / 2
                worker_cpu = queued["worker_cpu_ms_per_log"]
                runs.setdefault(f"workers_{workers}_{mode}", []).append(
                    {
                        "in_process_before": before,
                        "in_process_after": after,
                        "pipeline": queued,
                        "ratio": round(ratio, 3),
                        # Load-proof: replay CPU over the workers' CPU per log (the rate one
                        # worker reaches with a core of its own), and over all the pipeline's
                        # CPU per log (workers and database).
                        "cpu_ratio_workers": round(replay_cpu / worker_cpu, 3),
                        "cpu_ratio_workers_and_database": round(
                            replay_cpu / (worker_cpu + queued["database_cpu_ms_per_log"]), 3
                        ),
                    }
                )
    before = in_process(logs)["logs_per_second"]
    service = service_in_process(logs)
    local = (before + in_process(logs)["logs_per_second"]) / 2
    service_ratio = {k: round(v["logs_per_second"] / local, 3) for k, v in service.items()}
    medians = {k: statistics.median(r["ratio"] for r in v) for k, v in runs.items()}
    targets = {
        f"workers_{w}_{m}": t for w, t in ((1, 0.8), (2, 1.0)) for m in ("batched", "single")
    }
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
                "service_over_in_process": service_ratio,
                "baseline_issue_25": {"workers_2": 0.236, "service_over_in_process": 0.13},
                # Before batching (bench of commit 490513f, --logs 200 --repeat 2).
                "baseline_one_task_per_log": {"workers_1": "0.47-0.54", "workers_2": 0.88},
                "targets": targets,
                "target_met": {k: medians[k] >= t for k, t in targets.items() if k in medians},
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
