"""Random legal melee games ([R-MELEE-1]: 3 to 6 players with the title cards).

The same driver as a joust (``Simulation``): only the header differs, with one seat per
player ("A".."F", clockwise) and decks chosen by the seed (a deck may sit at several seats).
The title pool comes from the card data (the Core Set titles of the community data; the
sample set has none, and its players play without titles, [F-1.4-5])."""

from __future__ import annotations

import random
from typing import Any

from engine.game.data.cards import CardDB
from engine.game.data.decks import Deck
from engine.game.data.header import card_data_name, seat_deck
from engine.game.logformat.log import FORMAT, MELEE, RULESETS, SEATS
from engine.game.simulate.decks import legal_decks
from engine.game.simulate.game import (
    DEFAULT_CONCEDE_RATE,
    DEFAULT_MAX_ROUNDS,
    SimResult,
    run_simulation,
)
from engine.game.simulate.players import Style


def pick_melee_decks(cards: CardDB, seed: int, seats: int) -> list[Deck]:
    """``seats`` legal decks chosen by the seed, different ones while there are enough."""
    decks = legal_decks(cards)
    if not decks:
        raise ValueError(f"{cards.source} holds no legal standalone deck")
    rng = random.Random(f"melee-decks-{seed}")
    if len(decks) >= seats:
        return [decks[i] for i in rng.sample(range(len(decks)), seats)]
    return [decks[rng.randrange(len(decks))] for _ in range(seats)]


def melee_header(
    decks: list[Deck], cards: CardDB, meta: dict[str, Any], restricted_list: str | None = None
) -> dict[str, Any]:
    """The log header of a melee between ``decks`` (seat A first, then clockwise)."""
    low, high = RULESETS[MELEE]
    if not low <= len(decks) <= high:
        raise ValueError(f"a melee seats {low} to {high} players, not {len(decks)}")
    return {
        "format": FORMAT,
        "ruleset": MELEE,
        "card_data": card_data_name(cards),
        "restricted_list": restricted_list,
        "seats": [
            {"seat": key, "name": deck.name or f"Deck {key}", "deck": seat_deck(deck)}
            for key, deck in zip(SEATS, decks, strict=False)
        ],
        "meta": meta,
    }


def simulate_melee(
    seed: int,
    cards: CardDB,
    *,
    seats: int = 4,
    decks: list[Deck] | None = None,
    max_rounds: int = DEFAULT_MAX_ROUNDS,
    concede_rate: float = DEFAULT_CONCEDE_RATE,
    style: Style | None = None,
    trace: bool = False,
) -> SimResult:
    """Play one random legal melee; the same seed gives the same log."""
    chosen = decks if decks is not None else pick_melee_decks(cards, seed, seats)
    meta: dict[str, Any] = {
        "simulator": {"seed": seed, "max_rounds": max_rounds, "concede_rate": concede_rate}
    }
    result = run_simulation(
        melee_header(chosen, cards, meta),
        cards,
        seed,
        max_rounds=max_rounds,
        concede_rate=concede_rate,
        style=style,
        trace=trace,
    )
    meta["simulator"].update(
        winner=result.winner,
        end_reason=result.state.end_reason,
        power=result.power,
        rounds=result.state.round,
    )
    return result
