"""Replay throughput benchmark: prints its figures as JSON.

    python bench/replay.py [--games 200] [--repeat 3] [--cards DIR] [--profile N]

Simulates a fixed corpus (seeds 0..games-1, decks chosen by seed), serialises each log, then
on one core measures (best of ``repeat``): the parse floor (``orjson.loads`` of every log),
the log codec alone (``parse_log``: JSON plus the structural checks), the full replay
(``parse_log`` + ``replay`` with its final digest, what ``python -m engine replay`` does), and
the ratio of the full replay to the floor. Targets: >= 20,000 events/s, replay within 10x
of the floor.
``--profile N`` adds the N most expensive functions of one replay pass (cProfile, cumulative
and own time). ``--core`` plays the corpus between the eight Core-only decks with players that
use scripted card abilities, and adds the card-text figures: ability events per game and the
share of them verified against their card's text (target 100%). ``--abilities`` does the same
between random pairs of the standalone decks (issue 19: ``--games 400 --abilities``).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import pstats
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

import orjson

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine import native  # noqa: E402
from engine.game.data.cards import CardDB, load_cards  # noqa: E402
from engine.game.logformat.log import parse_log  # noqa: E402
from engine.game.play.replay import replay  # noqa: E402
from engine.game.simulate import Style, pick_decks, simulate, simulate_game  # noqa: E402
from engine.game.simulate.core_decks import core_decks  # noqa: E402

TARGET_EVENTS_PER_S = 20_000
TARGET_RATIO = 10.0


def corpus(cards: CardDB, games: int, core: bool = False, abilities: bool = False) -> list[bytes]:
    """The fixed corpus: one serialised log per seed (``core``: Core-only decks, abilities
    used; ``abilities``: standalone decks, abilities used)."""
    result = []
    decks = core_decks(cards) if core else []
    for seed in range(games):
        if core:
            deck_a, deck_b = random.Random(seed).sample(decks, 2)
            log = simulate_game(deck_a, deck_b, seed, cards, style=Style(abilities=0.5)).log
        elif abilities:
            deck_a, deck_b = pick_decks(cards, seed)
            log = simulate_game(deck_a, deck_b, seed, cards, style=Style(abilities=0.5)).log
        else:
            deck_a, deck_b = pick_decks(cards, seed)
            log = simulate(deck_a, deck_b, seed, cards)
        result.append(orjson.dumps(log))
    return result


def card_text_figures(logs: list[bytes], cards: CardDB) -> dict[str, object]:
    """Ability events per game and the share verified against card text."""
    verified = unverified = 0
    codes: set[str] = set()
    for data in logs:
        verdict = replay(parse_log(data), cards)
        verified += verdict.verified_abilities
        unverified += verdict.unverified_abilities
        codes.update(verdict.unverified_cards)
    total = verified + unverified
    return {
        "ability_events": total,
        "ability_events_per_game": round(total / len(logs), 1),
        "verified_share": round(verified / total, 4) if total else None,
        "unverified_cards": sorted(codes),
    }


def best_of(repeat: int, action: Callable[[], object]) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return min(times)


def replay_all(logs: list[bytes], cards: CardDB) -> None:
    for data in logs:
        verdict = replay(parse_log(data), cards)
        if verdict.status != "valid":  # pragma: no cover - a simulator or replay bug
            raise SystemExit(f"benchmark log replays {verdict.status}: {verdict.errors}")


def parse_all(logs: list[bytes]) -> None:
    for data in logs:
        orjson.loads(data)


def codec_all(logs: list[bytes]) -> None:
    for data in logs:
        parse_log(data)


def profile(logs: list[bytes], cards: CardDB, top: int) -> dict[str, list[str]]:
    profiler = cProfile.Profile()
    profiler.runcall(replay_all, logs, cards)
    result = {}
    for order in ("cumulative", "tottime"):
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats(order).print_stats(top)
        lines = [ln.strip() for ln in out.getvalue().splitlines() if "/" in ln or "{" in ln]
        result[order] = [" ".join(ln.split()) for ln in lines][:top]
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="replay throughput")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cards", help="card data directory (default: the community data)")
    parser.add_argument("--profile", type=int, default=0, metavar="N")
    parser.add_argument("--core", action="store_true", help="Core-only decks, abilities used")
    parser.add_argument("--abilities", action="store_true", help="standalone decks, abilities used")
    args = parser.parse_args(argv)
    cards = load_cards(args.cards)
    start = time.perf_counter()
    logs = corpus(cards, args.games, args.core, args.abilities)
    simulate_s = time.perf_counter() - start
    events = sum(len(orjson.loads(data)["events"]) for data in logs)
    parse_s = best_of(args.repeat, lambda: parse_all(logs))
    codec_s = best_of(args.repeat, lambda: codec_all(logs))
    replay_s = best_of(args.repeat, lambda: replay_all(logs, cards))
    figures: dict[str, object] = {
        "games": args.games,
        "events": events,
        "bytes": sum(len(d) for d in logs),
        "card_data": cards.version,
        "engine": native.status()[1],  # compiled (mypyc) or pure Python, and why
        "simulate_s": round(simulate_s, 3),
        "parse_floor_s": round(parse_s, 4),
        "codec_s": round(codec_s, 4),
        "replay_s": round(replay_s, 4),
        "replay_events_per_s": round(events / replay_s),
        "replay_games_per_s": round(args.games / replay_s, 1),
        "parse_events_per_s": round(events / parse_s),
        "replay_to_parse_ratio": round(replay_s / parse_s, 1),
        "targets": {
            "events_per_s": TARGET_EVENTS_PER_S,
            "max_ratio": TARGET_RATIO,
            "events_per_s_met": events / replay_s >= TARGET_EVENTS_PER_S,
            "ratio_met": replay_s / parse_s <= TARGET_RATIO,
        },
    }
    if args.core or args.abilities:
        figures["card_text"] = card_text_figures(logs, cards)
    if args.profile:
        figures["profile"] = profile(logs, cards, args.profile)
    print(json.dumps(figures, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
