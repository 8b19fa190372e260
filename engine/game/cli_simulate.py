"""``python -m engine simulate --seed N [--decks A B] [--cards DIR] [--rounds R]``.

Prints the complete match log of a random legal game (the same seed, the same log). Decks
are standalone deck ids (``Core-1``) or indexes into the legal standalone decks of the card
data; without ``--decks`` two legal decks are chosen by the seed. Exit codes: 0 a log was
printed, 2 bad input (unknown deck, unreadable card data).
"""

from __future__ import annotations

import argparse
import sys

import orjson

from engine.game.cards import CardDataError, CardDB, load_cards
from engine.game.decks import Deck
from engine.game.simulate import DEFAULT_CONCEDE_RATE, DEFAULT_MAX_ROUNDS, simulate
from engine.game.simulate.decks import legal_decks, pick_decks


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m engine simulate")
    parser.add_argument("--seed", type=int, required=True, help="random seed (same seed, same log)")
    parser.add_argument(
        "--decks", nargs=2, metavar=("A", "B"), help="standalone deck ids or indexes"
    )
    parser.add_argument("--cards", help="card data directory (default: the community data)")
    parser.add_argument(
        "--rounds", type=int, default=DEFAULT_MAX_ROUNDS, help="time is called in this round"
    )
    parser.add_argument(
        "--concede-rate", type=float, default=DEFAULT_CONCEDE_RATE, help="concessions per round"
    )
    return parser


def _deck(name: str, decks: list[Deck]) -> Deck:
    for deck in decks:
        if name in (deck.source, deck.name, _deck_id(deck)):
            return deck
    if name.isdigit() and int(name) < len(decks):
        return decks[int(name)]
    known = ", ".join(_deck_id(d) for d in decks)
    raise ValueError(f"unknown deck {name!r}; legal decks: {known}")


def _deck_id(deck: Deck) -> str:
    return deck.source.removeprefix("standalone:")


def _decks(names: list[str] | None, cards: CardDB, seed: int) -> tuple[Deck, Deck]:
    if names is None:
        return pick_decks(cards, seed)
    decks = legal_decks(cards)
    return _deck(names[0], decks), _deck(names[1], decks)


def main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    try:
        cards = load_cards(args.cards)
        deck_a, deck_b = _decks(args.decks, cards, args.seed)
    except (CardDataError, ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.rounds < 1:
        print("error: --rounds must be at least 1", file=sys.stderr)
        return 2
    log = simulate(
        deck_a,
        deck_b,
        args.seed,
        cards,
        max_rounds=args.rounds,
        concede_rate=args.concede_rate,
    )
    sys.stdout.write(orjson.dumps(log, option=orjson.OPT_INDENT_2).decode())
    sys.stdout.write("\n")
    return 0
