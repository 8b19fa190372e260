"""The replay viewer's lenient timeline (issue 22): prints its figures as JSON.

    python bench/viewer.py [--games 50] [--repeat 3] [--cards DIR]

On the replay benchmark's corpus (``bench/replay.py``: simulated games, seeds 0..games-1),
measures on one core (best of ``repeat``) the strict replay the verifier runs and the viewer's
timeline pass (``engine.game.play.replay.run`` lenient, with an observer recording every event's
round, phase and power), for the legal logs and for the same logs with one mid-game event
deleted (the lenient replay then goes on past every illegal event it meets). The timeline is
one pass per stream version (cached), so its cost is what a judge waits for once per log.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import orjson

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.replay import best_of, corpus  # noqa: E402
from engine.game.data.cards import CardDB, load_cards  # noqa: E402
from engine.game.logformat.log import MatchLog, parse_log  # noqa: E402
from engine.game.play.replay import replay, run  # noqa: E402
from engine.game.state.model import GameState, power_totals  # noqa: E402


def _corrupted(data: bytes) -> MatchLog:
    """The log with its middle event deleted and the rest renumbered."""
    doc = orjson.loads(data)
    events = doc["events"]
    del events[len(events) // 2]
    for number, event in enumerate(events, 1):
        event["seq"] = number
    return parse_log(doc)


def _timeline(log: MatchLog, cards: CardDB) -> int:
    """The viewer's pass: every event observed (round, phase, power); returns the errors."""
    seen: list[tuple[int, str, list[int]]] = []

    def observe(st: GameState, ev: dict[str, Any], error: Any) -> None:
        seen.append((st.round, st.phase, power_totals(st)))

    _, errors = run(log, cards, lenient=True, observe=observe)
    return len(errors)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="the viewer's lenient timeline")
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cards", help="card data directory (default: the community data)")
    args = parser.parse_args(argv)
    cards = load_cards(args.cards)
    raw = corpus(cards, args.games)
    legal = [parse_log(data) for data in raw]
    broken = [_corrupted(data) for data in raw]
    events = sum(len(log.events) for log in legal)
    strict_s = best_of(args.repeat, lambda: [replay(log, cards) for log in legal])
    timeline_s = best_of(args.repeat, lambda: [_timeline(log, cards) for log in legal])
    broken_s = best_of(args.repeat, lambda: [_timeline(log, cards) for log in broken])
    errors = [_timeline(log, cards) for log in broken]
    figures = {
        "games": args.games,
        "events": events,
        "strict_replay_events_per_s": round(events / strict_s),
        "timeline_events_per_s": round(events / timeline_s),
        "timeline_over_strict": round(timeline_s / strict_s, 2),
        "timeline_ms_per_game": round(1000 * timeline_s / args.games, 2),
        "corrupted_timeline_ms_per_game": round(1000 * broken_s / args.games, 2),
        "corrupted_illegal_events_per_game": round(sum(errors) / args.games, 1),
    }
    print(json.dumps(figures, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
