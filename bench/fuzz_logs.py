"""Fuzzing match logs through the engine CLI and the upload API: prints counts as JSON.

    python bench/fuzz_logs.py [--logs 2000] [--seed 0]

Each of ``logs`` mutants is a golden log with random damage: a value anywhere replaced by
arbitrary JSON (deeply nested, NUL and lone surrogates, huge numbers, unknown card codes), a
key deleted, events duplicated, swapped or renumbered, or the bytes truncated or flipped.
Every mutant goes through ``python -m engine replay`` (its entry point, called in-process)
and through ``PUT .../log/`` (the Django test client on a scratch SQLite database, with the
verification task run in-process after commit, as the embedded default does). Issue 24's
bar: 0 tracebacks from the CLI, 0 server errors from the API.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import json
import logging
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
GOLDEN = ROOT / "tests" / "engine" / "golden" / "handwritten"

ODD_VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    2**64,
    -(2**70),
    1.5,
    1e308,
    "",
    "A",
    "x" * 300,
    "A:01001#1",
    "A:99999#1",
    "Z:faction",
    "nul\x00here",
    "lone \ud800 surrogate",
    [],
    {},
    [None],
    {"": {}},
    ["A", "B"],
    {"op": "kill"},
    "77777",
    "1" * 20,
]


def _deep(depth: int) -> Any:
    value: Any = "deep"
    for _ in range(depth):
        value = [value]
    return value


def _random_json(rng: random.Random, depth: int = 0) -> Any:
    roll = rng.random()
    if roll < 0.55 or depth > 3:
        return rng.choice(ODD_VALUES)
    if roll < 0.65:
        return _deep(rng.choice([50, 300, 900]))
    if roll < 0.85:
        return [_random_json(rng, depth + 1) for _ in range(rng.randint(0, 3))]
    return {rng.choice(["op", "seat", "x", "\x00", "type"]): _random_json(rng, depth + 1)}


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix] if prefix else []
    if isinstance(value, dict):
        for key, inner in value.items():
            found += _paths(inner, (*prefix, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found += _paths(inner, (*prefix, index))
    return found


def _parent(doc: Any, path: tuple[Any, ...]) -> Any:
    for step in path[:-1]:
        doc = doc[step]
    return doc


def mutate(base: dict[str, Any], rng: random.Random) -> bytes:
    """One damaged copy of ``base`` as the bytes a client would send."""
    doc = copy.deepcopy(base)
    kind = rng.choice(["replace", "replace", "replace", "delete", "events", "cards", "bytes"])
    if kind in ("replace", "delete"):
        path = rng.choice(_paths(doc))
        parent = _parent(doc, path)
        if kind == "delete" and isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent[path[-1]] = _random_json(rng)
    elif kind == "events":
        events = doc["events"]
        i, j = rng.randrange(len(events)), rng.randrange(len(events))
        choice = rng.choice(["swap", "duplicate", "renumber", "cut"])
        if choice == "swap":
            events[i], events[j] = events[j], events[i]
        elif choice == "duplicate":
            events.insert(j, copy.deepcopy(events[i]))
        elif choice == "renumber":
            for number, event in enumerate(events, 1):
                event["seq"] = number
            events.pop(i)
        else:
            del events[i:]
    elif kind == "cards":
        seat = rng.choice(doc["seats"])["deck"]
        seat[rng.choice(["cards", "plots"])][rng.choice(["77777", "01001", "99999"])] = 2
    text = json.dumps(doc, ensure_ascii=rng.random() < 0.5)
    data = text.encode("utf-8", "surrogatepass")
    if kind == "bytes" and data:
        cut = rng.randrange(len(data))
        data = (
            data[:cut]
            if rng.random() < 0.5
            else data[:cut] + bytes([rng.randrange(256)]) + data[cut + 1 :]
        )
    return data


def cli_run(data: bytes, folder: Path) -> tuple[int | str, bool]:
    """Exit code (or the exception name) and whether a traceback was printed."""
    from engine.__main__ import main

    path = folder / "log.json"
    path.write_bytes(data)
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            code: int | str = main(["replay", str(path)])
    except BaseException as error:  # an escape is exactly what is counted
        return type(error).__name__, True
    return code, "Traceback" in out.getvalue()


class Uploads:
    """Uploads through the API into empty match streams: a refused upload leaves its match
    empty for the next one; an accepted one moves on to a new event of two players."""

    def __init__(self) -> None:
        from django.contrib.auth import get_user_model
        from rest_framework.test import APIClient

        self.organizer = get_user_model().objects.create_user("fuzz-organizer", password="x")
        self.client = APIClient(raise_request_exception=False)
        self.client.force_authenticate(self.organizer)
        self.events = 0
        self.free: list[str] = []
        self._next_match()

    def _next_match(self) -> None:
        from tournaments.services import tournaments as svc

        self.accepted = getattr(self, "accepted", -1) + 1
        if not getattr(self, "free", None):
            self.events += 1
            t = svc.tournament_create(
                organizer=self.organizer, name=f"Fuzz {self.events}", seed="f"
            )
            for index in range(4):  # the smallest Swiss event: two matches
                svc.player_register(t, name=f"Player {index + 1}")
            svc.round_pair(t)
            keys = t.matches.values_list("key", flat=True)
            self.free = [f"/api/v1/tournaments/{t.pk}/matches/{key}/log/" for key in keys]
        self.url = self.free.pop()

    def upload(self, data: bytes) -> int:
        body = b'{"log": ' + data + b"}"
        response = self.client.put(self.url, data=body, content_type="application/json")
        if response.status_code == 200:
            self._next_match()
        return int(response.status_code)


def setup_django(folder: Path) -> None:
    os.environ.pop("DATABASE_URL", None)
    os.environ.pop("REDIS_URL", None)
    os.environ["AGOT_SQLITE_PATH"] = str(folder / "fuzz.sqlite3")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agot_site.settings")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    # Every refused upload would log a "Bad Request" line; server errors still log.
    logging.getLogger("django.request").setLevel(logging.ERROR)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="fuzz match logs through the CLI and the API")
    parser.add_argument("--logs", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    bases = [
        json.loads(p.read_text()) for p in sorted(GOLDEN.glob("*.json")) if p.stem != "expected"
    ]
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="agot-fuzz-") as tmp:
        folder = Path(tmp)
        setup_django(folder)
        uploads = Uploads()
        exit_codes, statuses = Counter[str](), Counter[str]()
        tracebacks, server_errors, examples = 0, 0, []
        for index in range(args.logs):
            data = mutate(rng.choice(bases), rng)
            code, traced = cli_run(data, folder)
            exit_codes[str(code)] += 1
            try:
                status = uploads.upload(data)
            except Exception:  # the test client re-raising: a server error all the same
                status = 500
                examples.append(traceback.format_exc(limit=3)[-400:])
            statuses[str(status)] += 1
            if traced or code not in (0, 1, 2):
                tracebacks += 1
                examples.append(f"cli #{index}: {code}")
            if status >= 500:
                server_errors += 1
                examples.append(f"api #{index}: {status}")
        from tournaments.models import MatchLog

        verdicts = Counter(MatchLog.objects.values_list("status", flat=True))
    report = {
        "logs": args.logs,
        "seed": args.seed,
        "cli": {"tracebacks": tracebacks, "exit_codes": dict(sorted(exit_codes.items()))},
        "api": {
            "server_errors": server_errors,
            "statuses": dict(sorted(statuses.items())),
            "accepted_uploads": uploads.accepted,
            "verdicts": dict(sorted(verdicts.items())),
        },
        "examples": examples[:10],
        "seconds": round(time.perf_counter() - started, 1),
    }
    print(json.dumps(report, indent=2))
    return 0 if tracebacks == 0 and server_errors == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
