"""``python -m engine simulate --seed N [--decks A B | --pool standard] [--abilities P]
[--cards DIR] [--rounds R] [--ruleset R]``.

Prints the complete match log of a random legal game (the same seed, the same log). Decks
are standalone deck ids (``Core-1``), indexes into the legal standalone decks of the card
data, a Core-only deck (``core:stark``, engine.game.simulate.core_decks) or the path of a deck
file (the standalone JSON format or the text export); without ``--decks`` two legal decks
are chosen by the seed: standalone decks, or with ``--pool standard`` random legal decks of
the newest Standard list (engine.game.simulate.standard). ``--abilities P``: the players use
a scripted card ability with chance P whenever one is usable. Exit codes: 0 a log was
printed, 2 bad input (unknown deck, unreadable card data).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import orjson

from engine.game.data.cards import CardDataError, CardDB, load_cards
from engine.game.data.decks import Deck, DeckParseError, load_deck_file
from engine.game.data.standard import newest_standard
from engine.game.logformat.log import HBO, MELEE, RULESET, RULESETS
from engine.game.rulesets.hbo.cardfile import hbo_cards
from engine.game.simulate import DEFAULT_CONCEDE_RATE, DEFAULT_MAX_ROUNDS, Style, simulate
from engine.game.simulate.core_decks import FACTIONS, core_deck
from engine.game.simulate.decks import legal_decks, pick_decks
from engine.game.simulate.melee import simulate_melee
from engine.game.simulate.standard import standard_decks


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m engine simulate")
    parser.add_argument("--seed", type=int, required=True, help="random seed (same seed, same log)")
    parser.add_argument(
        "--decks",
        nargs=2,
        metavar=("A", "B"),
        help="standalone deck ids or indexes, core:<faction>, or deck file paths",
    )
    parser.add_argument(
        "--cards",
        help="card data directory (default: the community data); for hbo-2p an HBO card file",
    )
    parser.add_argument(
        "--ruleset",
        choices=[RULESET, HBO, MELEE],
        default=RULESET,
        help="the game: Second Edition joust, the two-player HBO edition (its house decks), "
        "or a Second Edition melee (--seats players, decks chosen by the seed)",
    )
    parser.add_argument(
        "--seats", type=int, default=4, help="players in a melee (3 to 6; agot2-melee only)"
    )
    parser.add_argument(
        "--rounds", type=int, default=DEFAULT_MAX_ROUNDS, help="time is called in this round"
    )
    parser.add_argument(
        "--concede-rate", type=float, default=DEFAULT_CONCEDE_RATE, help="concessions per round"
    )
    parser.add_argument(
        "--abilities",
        type=_chance,
        default=0.0,
        metavar="P",
        help="chance (0 to 1) that a player uses a scripted card ability when one is usable",
    )
    parser.add_argument(
        "--pool",
        choices=["standalone", "standard"],
        default="standalone",
        help="where decks chosen by the seed come from: the standalone decks, or random legal "
        "decks of the newest Standard list in the card data",
    )
    return parser


def _chance(text: str) -> float:
    value = float(text)
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(f"{text} is not a chance between 0 and 1")
    return value


def _deck(name: str, decks: list[Deck], cards: CardDB) -> Deck:
    if name.startswith("core:") and name[5:] in FACTIONS:
        return core_deck(cards, name[5:])
    if Path(name).is_file():
        return load_deck_file(name, cards)
    for deck in decks:
        if name in (deck.source, deck.name, _deck_id(deck)):
            return deck
    if name.isdigit() and int(name) < len(decks):
        return decks[int(name)]
    known = ", ".join([_deck_id(d) for d in decks] + [f"core:{f}" for f in FACTIONS])
    raise ValueError(f"unknown deck {name!r} (not a file either); legal decks: {known}")


def _deck_id(deck: Deck) -> str:
    return deck.source.removeprefix("standalone:")


def _decks(
    names: list[str] | None, cards: CardDB, seed: int, ruleset: str = RULESET, pool: str = ""
) -> tuple[Deck, Deck]:
    if ruleset == HBO:  # HBO: the two fixed house decks ([H-COMP-4])
        return pick_decks(cards, seed, ruleset)
    if names is None and pool == "standard":
        deck_a, deck_b = standard_decks(cards, seed)
        return deck_a, deck_b
    if names is None:
        return pick_decks(cards, seed, ruleset)
    decks = legal_decks(cards)
    return _deck(names[0], decks, cards), _deck(names[1], decks, cards)


def main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    try:
        cards = hbo_cards(args.cards) if args.ruleset == HBO else load_cards(args.cards)
        if args.pool == "standard" and args.ruleset == HBO:
            raise ValueError("--pool standard: the HBO edition plays its two house decks")
        deck_a, deck_b = _decks(args.decks, cards, args.seed, args.ruleset, args.pool)
        listed = newest_standard(cards).code if args.pool == "standard" else None
    except (CardDataError, DeckParseError, ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.rounds < 1:
        print("error: --rounds must be at least 1", file=sys.stderr)
        return 2
    if args.ruleset == MELEE:
        return _melee(args, cards, listed)
    log = simulate(
        deck_a,
        deck_b,
        args.seed,
        cards,
        max_rounds=args.rounds,
        concede_rate=args.concede_rate,
        style=Style(abilities=args.abilities),
        ruleset=args.ruleset,
    )
    _print(log, listed)
    return 0


def _print(log: dict[str, Any], listed: str | None) -> None:
    """The log on stdout; decks of a Standard pool name their list ([T-DECK-2])."""
    if listed is not None:
        log["restricted_list"] = listed
    sys.stdout.write(orjson.dumps(log, option=orjson.OPT_INDENT_2).decode())
    sys.stdout.write("\n")


def _melee(args: argparse.Namespace, cards: CardDB, listed: str | None) -> int:
    """A melee of ``--seats`` players ([R-MELEE-1]); its decks are chosen by the seed."""
    low, high = RULESETS[MELEE]
    if not low <= args.seats <= high:
        print(f"error: --seats must be {low} to {high} in a melee", file=sys.stderr)
        return 2
    decks = None
    if args.pool == "standard":
        decks = standard_decks(cards, args.seed, args.seats, fmt="melee")
    result = simulate_melee(
        args.seed,
        cards,
        seats=args.seats,
        decks=decks,
        max_rounds=args.rounds,
        concede_rate=args.concede_rate,
        style=Style(abilities=args.abilities),
    )
    _print(result.log, listed)
    return 0
