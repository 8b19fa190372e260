"""``python -m engine validate-deck DECK [--cards DIR] [--restricted-list CODE] [--format F]``.

Prints ``{"legal": bool, "errors": [{"rule", "message", "cards"}], ...}`` as JSON and exits
0 (legal), 1 (illegal) or 2 (unreadable input: a one-line message on stderr naming what and
where, never a traceback). DECK is a JSON or text-export file, or ``-`` for stdin.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import asdict, dataclass

import orjson

from engine.game.data.cards import CardDataError, CardDB, load_cards
from engine.game.data.decks import Deck, DeckParseError, load_deck_file, read_deck
from engine.game.data.legality import FORMATS, validate_deck
from engine.game.data.restricted import RestrictedList, UnknownRestrictedList, restricted_list

EXIT_LEGAL, EXIT_ILLEGAL, EXIT_UNREADABLE = 0, 1, 2


class InputError(Exception):
    """Input the command cannot read; its message goes to stderr."""


@dataclass(frozen=True, slots=True)
class Inputs:
    deck: Deck
    cards: CardDB
    restricted: RestrictedList | None
    fmt: str


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m engine validate-deck",
        description="Check a deck's legality (agot2.md section 2, tournament.md [T-DECK-2]).",
    )
    parser.add_argument(
        "deck", help="deck file: JSON or the deck database's text export; - for stdin"
    )
    parser.add_argument("--cards", help="card data directory (default: $AGOT_CARD_DATA or shared)")
    parser.add_argument("--restricted-list", help="restricted list code, e.g. gotstandard2.1")
    parser.add_argument("--format", choices=FORMATS, default="joust", dest="fmt")
    return parser


def main(argv: list[str]) -> int:
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as exit_:  # argparse has printed its usage message to stderr
        return int(exit_.code) if isinstance(exit_.code, int) else EXIT_UNREADABLE
    try:
        inputs = read_inputs(args)
    except InputError as error:
        print(f"validate-deck: {error}", file=sys.stderr)
        return EXIT_UNREADABLE
    return report(inputs)


def read_inputs(args: argparse.Namespace) -> Inputs:
    cards = _cards(args.cards)
    deck = _deck(args.deck, cards)
    restricted = _restricted(args.restricted_list, args.cards or cards.source)
    return Inputs(deck, cards, restricted, args.fmt)


def _cards(path: str | None) -> CardDB:
    try:
        return load_cards(path)
    except (CardDataError, OSError) as error:
        raise InputError(f"card data: {error}") from error


def _deck(path: str, cards: CardDB) -> Deck:
    where = "<stdin>" if path == "-" else path
    try:
        if path == "-":
            return read_deck(sys.stdin.buffer.read(), cards, source=where)
        return load_deck_file(path, cards)
    except DeckParseError as error:
        raise InputError(f"{where}: {error}") from error


def _restricted(code: str | None, data_dir: str) -> RestrictedList | None:
    if code is None:
        return None
    try:
        return restricted_list(code, data_dir)
    except (UnknownRestrictedList, CardDataError, OSError) as error:
        raise InputError(f"restricted list: {error}") from error


def report(inputs: Inputs) -> int:
    errors = validate_deck(inputs.deck, inputs.cards, inputs.restricted, inputs.fmt)
    output = {
        "legal": not errors,
        "errors": [asdict(error) for error in errors],
        "deck": inputs.deck.name,
        "format": inputs.fmt,
        "restricted_list": inputs.restricted.code if inputs.restricted else None,
        "card_data_version": inputs.cards.version,
    }
    sys.stdout.write(orjson.dumps(output, option=orjson.OPT_INDENT_2).decode() + "\n")
    return EXIT_ILLEGAL if errors else EXIT_LEGAL
