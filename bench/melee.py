"""Benchmark of melee events (engine/tournament/melee.py); prints JSON.

Run: ``.venv/bin/python bench/melee.py`` (``--quick``: best of 1 instead of 3). Table
assignment: a 512-player melee event is played for 8 rounds; each round is seated by the
engine from the real standings and history of the earlier ones (random places, 2% of the
players drop each round), and the seating of every round is timed. Target: every round of
512 players under 2 seconds.
"""

from __future__ import annotations

import json
import pathlib
import random
import sys
import time
from typing import Any

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from engine.tournament import MatchRecord, PlayerEntry, StatusChange, StatusChangeKind
from engine.tournament.melee import TableAssignment, TableResult, assign_tables, melee_standings

SEED = "bench"
TARGETS = {"assign_512_seconds": 2.0}


def _played(made: TableAssignment, rng: random.Random) -> list[TableResult]:
    results = []
    for table in made.tables:
        places = list(range(1, len(table.seats) + 1))
        rng.shuffle(places)
        results.append(TableResult(made.round, dict(zip(table.seats, places, strict=True))))
    return results


def _drops(players: list[PlayerEntry], next_round: int, rng: random.Random) -> list[PlayerEntry]:
    return [
        p.with_change(StatusChange(next_round, StatusChangeKind.DROP))
        if p.is_active(next_round) and rng.random() < 0.02
        else p
        for p in players
    ]


def table_assignment(count: int = 512, rounds: int = 8, repeat: int = 3) -> dict[str, Any]:
    """Time the seating of rounds 1..``rounds`` of a ``count``-player melee event."""
    rng = random.Random(count)
    players = [PlayerEntry(f"p{i:04d}") for i in range(count)]
    history: list[tuple[str, ...]] = []
    results: list[TableResult] = []
    byes: list[MatchRecord] = []
    rows = []
    for number in range(1, rounds + 1):
        standings = melee_standings(players, results, byes, SEED)
        runs = []
        for _ in range(repeat):
            start = time.perf_counter()
            made = assign_tables(players, standings, history, number, SEED)
            runs.append(time.perf_counter() - start)
        rows.append(
            {
                "round": number,
                "seated": sum(len(t.seats) for t in made.tables),
                "tables_of_3": sum(1 for t in made.tables if len(t.seats) == 3),
                "repeat_pairs": made.repeat_pairs,
                "seconds": round(min(runs), 3),
            }
        )
        results += _played(made, rng)
        history += [t.seats for t in made.tables]
        byes += [MatchRecord.bye(number, pid) for pid in made.byes]
        players = _drops(players, number + 1, rng)
    slowest = max(row["seconds"] for row in rows)
    return {
        "players": count,
        "note": f"each round seated from real standings and history; best of {repeat}",
        "rounds": rows,
        "slowest_round_seconds": slowest,
        "all_rounds_seconds": round(sum(row["seconds"] for row in rows), 3),
        "meets_target": slowest < TARGETS["assign_512_seconds"],
    }


def replay_throughput(games: int = 60, repeat: int = 3) -> dict[str, Any]:
    """Melee replay throughput (events/s: ``parse_log`` + ``replay``, best of ``repeat``)
    beside joust replay, in the same run: simulated melees of 3 to 6 seats (community data,
    seeds 0..games-1) and the joust corpus of bench/replay.py."""
    import orjson

    from bench.replay import best_of, corpus, replay_all
    from engine.game.data.cards import load_cards
    from engine.game.simulate.melee import simulate_melee

    cards = load_cards()
    melee = [
        orjson.dumps(simulate_melee(seed, cards, seats=3 + seed % 4).log) for seed in range(games)
    ]
    joust = corpus(cards, games)
    row: dict[str, Any] = {"games": games, "note": f"best of {repeat}"}
    for name, logs in (("melee", melee), ("joust", joust)):
        events = sum(len(orjson.loads(data)["events"]) for data in logs)
        seconds = best_of(repeat, lambda logs=logs: replay_all(logs, cards))
        row[name] = {
            "events": events,
            "replay_s": round(seconds, 4),
            "events_per_s": round(events / seconds),
        }
    row["melee_to_joust_speed"] = round(
        row["melee"]["events_per_s"] / row["joust"]["events_per_s"], 2
    )
    return row


def main(quick: bool) -> dict[str, Any]:
    return {
        "table_assignment": table_assignment(repeat=1 if quick else 3),
        "replay": replay_throughput(games=20 if quick else 60, repeat=1 if quick else 3),
        "targets": TARGETS,
    }


if __name__ == "__main__":
    print(json.dumps(main(quick="--quick" in sys.argv), indent=2))
