"""Decks for simulated games: the legal standalone decks of the card data, and log headers."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from engine.game.cards import CardDB
from engine.game.cards.loader import SAMPLE_CARD_DATA
from engine.game.decks import Deck, load_standalone_decks
from engine.game.legality import is_legal
from engine.game.log import FORMAT, RULESET

STANDALONE = "standalone-decks.json"


def is_sample(cards: CardDB) -> bool:
    """Whether ``cards`` is the bundled sample set (logs then say ``card_data: sample``)."""
    return Path(cards.source).resolve() == SAMPLE_CARD_DATA.resolve()


_LEGAL: dict[tuple[str, str], list[Deck]] = {}


def legal_decks(cards: CardDB) -> list[Deck]:
    """The legal decks of the data's ``standalone-decks.json``, in file order ([R-DECK-*]);
    computed once per card data version."""
    key = (cards.source, cards.version)
    if key not in _LEGAL:
        path = Path(cards.source) / STANDALONE
        _LEGAL[key] = [d for d in load_standalone_decks(path, cards) if is_legal(d, cards)]
    return list(_LEGAL[key])


def pick_decks(cards: CardDB, seed: int) -> tuple[Deck, Deck]:
    """Two different legal decks chosen by the seed (both sample decks for the sample set)."""
    decks = legal_decks(cards)
    if len(decks) < 2:
        raise ValueError(f"{cards.source} holds fewer than two legal standalone decks")
    first, second = random.Random(f"decks-{seed}").sample(range(len(decks)), 2)
    return decks[first], decks[second]


def seat_deck(deck: Deck) -> dict[str, Any]:
    """A registered deck as the log header writes it."""
    return {
        "faction": deck.faction,
        "agenda": deck.agenda,
        "plots": dict(sorted(deck.plots.items())),
        "cards": dict(sorted(deck.draw.items())),
    }


def header(deck_a: Deck, deck_b: Deck, cards: CardDB, meta: dict[str, Any]) -> dict[str, Any]:
    """The log header of a simulated game between ``deck_a`` (seat A) and ``deck_b``."""
    names = [deck_a.name or "Deck A", deck_b.name or "Deck B"]
    return {
        "format": FORMAT,
        "ruleset": RULESET,
        "card_data": "sample" if is_sample(cards) else cards.version,
        "restricted_list": None,
        "seats": [
            {"seat": key, "name": f"Random {key} ({name})", "deck": seat_deck(deck)}
            for key, name, deck in (("A", names[0], deck_a), ("B", names[1], deck_b))
        ],
        "meta": meta,
    }
