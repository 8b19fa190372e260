"""Card database and deck legality benchmark: prints its figures as JSON.

    python bench/cards.py [--cards DIR] [--repeat N]

Figures: time to load every card of the data directory (cold: the first load in this
process; best of N further loads), and standalone decks validated per second (with the newest
restricted list of the data, joust). Targets: full load well under a second; one validation
well under a millisecond.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.game.data.cards import CardDB, default_card_data_path, load_cards  # noqa: E402
from engine.game.data.decks import Deck, load_standalone_decks  # noqa: E402
from engine.game.data.legality import validate_deck  # noqa: E402
from engine.game.data.restricted import RestrictedList, load_restricted_lists  # noqa: E402


def seconds(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def load_figures(path: Path, repeat: int) -> tuple[CardDB, dict[str, float]]:
    cold = seconds(lambda: load_cards(path))
    warm = [seconds(lambda: load_cards(path)) for _ in range(repeat)]
    return load_cards(path), {
        "load_cold_s": round(cold, 4),
        "load_best_s": round(min(warm), 4),
        "load_median_s": round(statistics.median(warm), 4),
    }


def validation_figures(
    decks: list[Deck], cards: CardDB, listed: RestrictedList | None, rounds: int
) -> dict[str, float]:
    validate_deck(decks[0], cards, listed)  # warm the caches (titles, agenda texts)
    elapsed = seconds(
        lambda: [validate_deck(deck, cards, listed) for _ in range(rounds) for deck in decks]
    )
    count = rounds * len(decks)
    return {
        "validations": count,
        "decks_per_second": round(count / elapsed),
        "validation_mean_us": round(elapsed / count * 1e6, 1),
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=Path, default=default_card_data_path())
    parser.add_argument("--repeat", type=int, default=10)
    args = parser.parse_args(argv)
    cards, figures = load_figures(args.cards, args.repeat)
    decks = load_standalone_decks(args.cards / "standalone-decks.json", cards)
    lists = list(load_restricted_lists(args.cards).values())
    newest = lists[-1] if lists else None
    report = {
        "cards": len(cards),
        "packs": len(cards.packs),
        "card_data_version": cards.version,
        **figures,
        "standalone_decks": len(decks),
        "restricted_list": newest.code if newest else None,
        **validation_figures(decks, cards, newest, rounds=max(1, 3000 // len(decks))),
        "python": sys.version.split()[0],
    }
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
