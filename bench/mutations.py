"""Mutation detection rates of the replay: prints them as JSON.

    python bench/mutations.py [--logs 300] [--cards DIR]

Simulates ``logs`` games (seeds 0..logs-1), applies every targeted mutation of
``engine.game.simulate.mutations`` once per log where it fits, replays each mutant and prints,
per kind: applied, detected (invalid at the mutated event or the first one it makes
impossible), still legal (blind kinds only: a delete or swap that leaves a legal log; excluded
from the rate, with the event types involved), and the rate.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.game.data.cards import load_cards  # noqa: E402
from engine.game.simulate import pick_decks, simulate  # noqa: E402
from engine.game.simulate.mutations import MUTATORS, Outcome, classify, detection_rates  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="mutation detection rates")
    parser.add_argument("--logs", type=int, default=300)
    parser.add_argument("--cards", help="card data directory (default: the community data)")
    args = parser.parse_args(argv)
    cards = load_cards(args.cards)
    outcomes: list[Outcome] = []
    for seed in range(args.logs):
        deck_a, deck_b = pick_decks(cards, seed)
        log = simulate(deck_a, deck_b, seed, cards)
        rng = random.Random(seed)
        for mutate in MUTATORS.values():
            mutant = mutate(log, cards, rng)
            if mutant is not None:
                outcomes.append(classify(log, mutant, cards))
    table = detection_rates(outcomes)
    still_legal = Counter(o.what for o in outcomes if o.result == "still_legal")
    missed = [o.__repr__() for o in outcomes if o.result not in ("detected", "still_legal")]
    report = {
        "logs": args.logs,
        "card_data": cards.version,
        "rates": table,
        "still_legal_by_mutation": dict(still_legal.most_common()),
        "not_detected": missed,
    }
    print(json.dumps(report, indent=2))
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
