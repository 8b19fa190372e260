"""Replay cost in instructions (valgrind callgrind), which load on the machine does not move:
prints JSON.

    python bench/replay_instructions.py [--games 15] [--core]

Writes ``bench/replay.py``'s corpus (its first ``games`` logs; ``--core``: Core-only decks,
abilities used), then counts under callgrind runs of this script with ``PYTHONHASHSEED=0``:
imports only, the parse floor (``orjson.loads`` of every log, ten passes, divided by ten),
one replay pass and two (``replay(parse_log(...))``). ``replay_cold`` is the first pass (the
import run subtracted): it includes one-time work (caches filled, deck checks). ``replay`` is
the second pass alone (two passes minus one), the steady state of a worker and what the
wall-clock ``bench/replay.py`` (best of several passes) sees; its ratio to the parse floor is
the one to compare (issue 18: 97f139b, the engine before card text, 23.4 on its first 15
games; 33.6 cold). About two minutes; needs valgrind.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _run(mode: str, path: str) -> None:
    """One measured run (inside callgrind): import, then parse or replay the corpus
    (``replay2``: twice)."""
    import orjson

    from engine.game.data.cards import load_cards
    from engine.game.logformat.log import parse_log
    from engine.game.play.replay import replay

    logs = Path(path).read_bytes().splitlines()
    cards = load_cards()  # (which keeps the card data out of collections: gc.freeze)
    if mode == "parse":
        for _ in range(10):
            for data in logs:
                orjson.loads(data)
    elif mode in ("replay", "replay2"):
        for _ in range(2 if mode == "replay2" else 1):
            for data in logs:
                replay(parse_log(data), cards)


def _count(mode: str, path: str) -> int:
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    out = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
         __file__, "--run", mode, path],
        env=env, capture_output=True, text=True, check=True,
    )  # fmt: skip
    found = re.search(r"Collected : (\d+)", out.stderr)
    if found is None:  # pragma: no cover - valgrind changed its output
        raise SystemExit(f"no instruction count in valgrind's output: {out.stderr[-300:]}")
    return int(found.group(1))


def main() -> int:
    parser = argparse.ArgumentParser(description="replay cost in instructions")
    parser.add_argument("--games", type=int, default=15)
    parser.add_argument("--core", action="store_true", help="Core-only decks, abilities used")
    parser.add_argument("--run", nargs=2, metavar=("MODE", "CORPUS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.run:
        _run(*args.run)
        return 0
    from bench.replay import corpus
    from engine import native
    from engine.game.data.cards import load_cards

    logs = corpus(load_cards(), args.games, core=args.core)
    with tempfile.NamedTemporaryFile("wb", suffix=".jsonl", delete=False) as f:
        f.write(b"\n".join(logs))
    try:
        _run("import", f.name)  # compiles the bytecode first: the counted runs all import alike
        base = _count("import", f.name)
        parse = (_count("parse", f.name) - base) / 10
        once = _count("replay", f.name)
        replay = _count("replay2", f.name) - once  # the second pass alone
        cold = once - base
    finally:
        os.unlink(f.name)
    figures = {
        "games": args.games,
        "corpus": "core" if args.core else "default",
        "engine": native.status()[1],
        "replay_instructions": replay,
        "replay_cold_instructions": cold,
        "parse_floor_instructions": round(parse),
        "replay_to_parse_ratio": round(replay / parse, 1),
        "replay_cold_to_parse_ratio": round(cold / parse, 1),
    }
    print(json.dumps(figures, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
