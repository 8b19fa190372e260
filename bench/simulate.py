"""A whole event end to end on PostgreSQL: ``simulate_tournament`` timed phase by phase.

    python bench/simulate.py [--players 1000] [--workers 0] [--timeout 600]
                             [--baseline-commit REV | --baseline-tree DIR]
                             [--baseline-timeout 300]

Prints JSON. Runs ``manage.py simulate_tournament --players N --timings --json`` in a fresh
scratch database (created, migrated, dropped after): total seconds, seconds per phase
(registrations and decks, each Swiss round, each elimination round), then checks the stored
standings against the events (``verify_standings``). ``--workers 0`` runs the tasks in-process
(the simulation defers each round's standings refresh to the round's end); ``--workers N``
sends them to N real Celery workers on Redis (``REDIS_URL``, default
``redis://127.0.0.1:6379/2``) and also reports how long the workers took to catch up after
the last command. ``--baseline-tree`` runs the same command from another checkout (e.g. the
commit before issue 25, exported with ``git archive``, its ``.venv`` linked in) in its own
scratch database with tasks in-process, cut off at ``--baseline-timeout``, for the figure
beside this one (issue 25: 500 players did not finish in 300 s). ``--baseline-commit REV``
exports that commit (``git archive``) and runs it the same way, in the same run: 20c64c7 is
main before issue 25.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("REDIS_URL", "redis://127.0.0.1:6379/2")
from bench._django import bench_keys  # noqa: E402

ADMIN = "host=127.0.0.1 port=5432 user=postgres dbname=postgres"


def _database(name: str, create: bool) -> str:
    import psycopg

    with psycopg.connect(ADMIN, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        if create:
            conn.execute(f'CREATE DATABASE "{name}"')
    return f"postgres://postgres@127.0.0.1:5432/{name}"


def _manage(tree: Path, env: dict[str, str], *args: str, timeout: float) -> Any:
    return subprocess.run(
        [str(tree / ".venv/bin/python"), "manage.py", *args],
        cwd=tree,
        env={**env, "PYTHONPATH": str(tree)},
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def _environment(url: str, workers: int) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "DATABASE_URL")}
    env.update(DATABASE_URL=url, DEBUG="0", **bench_keys())
    if workers:
        env["REDIS_URL"] = os.environ["REDIS_URL"]
    return env


def run(tree: Path, players: int, workers: int, timeout: float) -> dict[str, Any]:
    """One simulation in its own scratch database; workers (if any) against it."""
    name = f"agot_bench_sim_{os.getpid()}_{abs(hash(str(tree))) % 10_000}"
    url = _database(name, create=True)
    env = _environment(url, workers)
    try:
        migrated = _manage(tree, env, "migrate", "-v0", timeout=timeout)
        if migrated.returncode:
            return {"error": migrated.stderr[-2000:]}
        with _workers(url, workers):
            return _timed_simulation(tree, env, players, timeout)
    finally:
        _database(name, create=False)


def _timed_simulation(
    tree: Path, env: dict[str, str], players: int, timeout: float
) -> dict[str, Any]:
    started = time.perf_counter()
    args = ["simulate_tournament", "--players", str(players), "--json"]
    if (
        (tree / "tournaments/management/commands/simulate_tournament.py")
        .read_text()
        .count("--timings")
    ):
        args.append("--timings")
    try:
        done = _manage(tree, env, *args, timeout=timeout)
    except subprocess.TimeoutExpired:
        seconds = round(time.perf_counter() - started, 1)
        return {"finished": False, "seconds": seconds, "reached": _reached(env["DATABASE_URL"])}
    seconds = time.perf_counter() - started
    if done.returncode:
        return {"finished": False, "error": done.stderr[-2000:]}
    report = json.loads(done.stdout)
    result: dict[str, Any] = {
        "finished": True,
        "seconds": round(seconds, 1),
        "players": report["players"],
        "rounds": [f"{r['stage']} {r['round']}" for r in report["rounds"]],
    }
    timings = [line for line in done.stderr.splitlines() if line.startswith('{"total_seconds"')]
    if timings:
        result["timings"] = json.loads(timings[-1])
    result["catch_up_seconds"] = _caught_up(tree, env, report["tournament"], timeout)
    check = _manage(tree, env, "verify_standings", str(report["tournament"]), timeout=timeout)
    result["verify_standings"] = "agree" if check.returncode == 0 else check.stdout[-500:]
    return result


def _reached(url: str) -> dict[str, Any]:
    """How far a simulation that ran out of time got."""
    import psycopg

    with psycopg.connect(url) as conn:
        row = conn.execute(
            "SELECT version, status, current_round, (SELECT count(*) FROM "
            "tournaments_registration r WHERE r.tournament_id = t.id) "
            "FROM tournaments_tournament t ORDER BY id DESC LIMIT 1"
        ).fetchone()
    if row is None:
        return {}
    keys = ("events", "status", "current_round", "players_registered")
    return dict(zip(keys, row, strict=True))


def _caught_up(tree: Path, env: dict[str, str], tournament: int, timeout: float) -> float:
    """Seconds until the stored standings reflect the last event (0 when tasks ran inline)."""
    code = (
        "from tournaments.models import Tournament as T; import time; s = time.perf_counter()\n"
        f"while (lambda t: t.standings_version < t.version)(T.objects.get(pk={tournament})):\n"
        "    time.sleep(0.2)\n"
        "print(round(time.perf_counter() - s, 1))"
    )
    done = _manage(tree, env, "shell", "--no-imports", "-c", code, timeout=timeout)
    return float(done.stdout.strip() or "nan")


class _workers:
    """``count`` real Celery workers against ``url``, stopped with their process groups."""

    def __init__(self, url: str, count: int) -> None:
        self.url, self.count, self.contexts = url, count, []  # type: ignore[var-annotated]

    def __enter__(self) -> None:
        if not self.count:
            return
        os.environ["DATABASE_URL"] = self.url
        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agot_site.settings")
        import django

        django.setup()
        from tests.workers import celery_worker, purge_queues

        purge_queues()
        for index in range(self.count):
            context = celery_worker(
                f"sim{index}", start_timeout=600, env={"DB_CONN_MAX_AGE": "600"}
            )
            context.__enter__()
            self.contexts.append(context)

    def __exit__(self, *exc: object) -> None:
        if not self.contexts:
            return
        for context in reversed(self.contexts):
            context.__exit__(None, None, None)
        from django.db import connections

        connections.close_all()


def _exported(commit: str, folder: Path) -> Path:
    """The commit's files in ``folder``, with this checkout's virtualenv linked in."""
    archive = subprocess.run(
        ["git", "archive", "--format=tar", commit], cwd=ROOT, capture_output=True, check=True
    )
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive.stdout, check=True)
    (folder / ".venv").symlink_to((ROOT / ".venv").resolve())
    # The card data beside this checkout (nothing is beside the exported tree).
    shared = ROOT.parent / "shared/data/throneteki-json-data"
    if shared.is_dir():
        os.environ.setdefault("AGOT_CARD_DATA", str(shared))
    return folder


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=0)
    parser.add_argument("--timeout", type=float, default=600)
    parser.add_argument("--baseline-tree", type=Path)
    parser.add_argument("--baseline-commit", help="a commit to export and run as the baseline")
    parser.add_argument("--baseline-timeout", type=float, default=300)
    args = parser.parse_args()
    figures: dict[str, Any] = {
        "benchmark": "simulate",
        "players": args.players,
        "workers": args.workers,
        "now": run(ROOT, args.players, args.workers, args.timeout),
        "baseline_issue_25": "500 players: 3 of 6 Swiss rounds in 300 s (with workers)",
    }
    if args.baseline_commit:
        with tempfile.TemporaryDirectory(prefix="agot-baseline-") as folder:
            tree = _exported(args.baseline_commit, Path(folder))
            figures["baseline_commit"] = args.baseline_commit
            figures["baseline_in_process"] = run(tree, args.players, 0, args.baseline_timeout)
    elif args.baseline_tree:
        # Tasks in-process: the workers this script starts run this tree's code.
        figures["baseline_in_process"] = run(
            args.baseline_tree, args.players, 0, args.baseline_timeout
        )
    print(json.dumps(figures, indent=2))


if __name__ == "__main__":
    main()
