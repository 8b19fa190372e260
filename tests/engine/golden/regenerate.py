"""Regenerate the simulated golden corpus, deliberately.

    python tests/engine/golden/regenerate.py [--check]


Writes ``simulated/<nn>-<end reason>-<seed>.json`` (the match log, one event per line) and
``.verdict.json`` (the replay's verdict) for a fixed list of games: real community decks
chosen by seed, and every way a game ends (power, decked, concession, time). Run it only when a
change to the simulator or the replay is meant to change the corpus; the golden test then
pins the new verdicts and digests. ``--check`` only reports what would change.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

import orjson

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

from engine.game.data.cards import CardDB, load_cards, sample_cards  # noqa: E402
from engine.game.data.decks import Deck  # noqa: E402
from engine.game.play.replay import replay  # noqa: E402
from engine.game.simulate import Style, pick_decks, simulate_game  # noqa: E402
from engine.game.simulate.core_decks import core_decks  # noqa: E402

OUT = Path(__file__).resolve().parent / "simulated"

AGGRESSIVE = Style(attack=1.0, keyword=1.0, ambush=0.9, mulligan=0.5, state_consequence=0.5)
PASSIVE = Style(attack=0.05)

# (end reason wanted, [T-END-2] step or None, how many, simulator options, card data)
PLAN: list[tuple[str, int | None, int, dict[str, Any], str]] = [
    ("power", None, 10, {}, "community"),
    ("concession", None, 6, {"concede_rate": 2.0}, "community"),
    ("time", 1, 6, {"max_rounds": 3}, "community"),
    ("time", 2, 2, {"max_rounds": 4, "style": AGGRESSIVE}, "community"),
    ("decked", None, 6, {"max_rounds": 60, "concede_rate": 0.0, "style": PASSIVE}, "community"),
    ("power", None, 2, {"style": AGGRESSIVE}, "community"),
    ("power", None, 2, {}, "sample"),
    # whole games between the Core-only decks, dense with scripted card abilities (issue 18)
    ("power", None, 4, {"style": Style(abilities=0.8), "max_rounds": 12}, "core"),
]


def dump_log(log: dict[str, Any]) -> bytes:
    """The log as JSON with the header indented and one event per line (diff-friendly)."""
    head = {k: v for k, v in log.items() if k != "events"}
    text = orjson.dumps(head, option=orjson.OPT_INDENT_2).decode().rstrip()
    lines = [orjson.dumps(ev).decode() for ev in log["events"]]
    body = ",\n    ".join(lines)
    return (text[:-1].rstrip() + f',\n  "events": [\n    {body}\n  ]\n}}\n').encode()


def verdict_of(log: dict[str, Any], cards: CardDB) -> dict[str, Any]:
    return replay(log, cards).as_dict()


def _decks(data: str, db: CardDB, seed: int) -> tuple[Deck, Deck]:
    """Two decks by seed: community decks, or two of the eight Core-only decks."""
    if data == "core":
        deck_a, deck_b = random.Random(seed).sample(core_decks(db), 2)
        return deck_a, deck_b
    return pick_decks(db, seed)


def games() -> list[tuple[str, dict[str, Any], CardDB]]:
    """The corpus: (file stem, log, card data), in plan order."""
    result = []
    community, sample = load_cards(), sample_cards()
    number = 0
    for index, (reason, time_step, count, options, data) in enumerate(PLAN, start=1):
        db = sample if data == "sample" else community
        seed, found = 1000 * index, 0
        while found < count:
            seed += 1
            deck_a, deck_b = _decks(data, db, seed)
            sim = simulate_game(deck_a, deck_b, seed, db, **options)
            if (sim.state.end_reason, sim.state.time_step) != (reason, time_step):
                continue
            number, found = number + 1, found + 1
            result.append((f"{number:02d}-{reason}-{seed}", sim.log, db))
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report changes, write nothing")
    args = parser.parse_args(argv)
    changed, written = 0, 0
    if not args.check:
        OUT.mkdir(exist_ok=True)
        for old in OUT.glob("*.json"):
            old.unlink()
    for stem, log, db in games():
        files = {
            OUT / f"{stem}.json": dump_log(log),
            OUT / f"{stem}.verdict.json": orjson.dumps(
                verdict_of(log, db), option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS
            )
            + b"\n",
        }
        for path, data in files.items():
            if args.check:
                if not path.exists() or path.read_bytes() != data:
                    changed += 1
                    print(f"would change: {path.name}")
            else:
                path.write_bytes(data)
                written += 1
    print(f"would change: {changed}" if args.check else f"written: {written} files")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
