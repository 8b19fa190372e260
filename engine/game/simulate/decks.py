"""Decks for simulated games: the legal standalone decks of the card data, and log headers."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from engine.game.data.cards import CardDB
from engine.game.data.decks import Deck, load_standalone_decks
from engine.game.data.header import card_data_name, seat_deck
from engine.game.data.legality import is_legal
from engine.game.logformat.log import FORMAT, HBO, RULESET
from engine.game.rulesets.hbo.cardfile import BUNDLED
from engine.game.rulesets.hbo.decks import house_decks

STANDALONE = "standalone-decks.json"


_LEGAL: dict[tuple[str, str], list[Deck]] = {}


def legal_decks(cards: CardDB) -> list[Deck]:
    """The legal decks of the data's ``standalone-decks.json``, in file order ([R-DECK-*]);
    computed once per card data version."""
    key = (cards.source, cards.version)
    if key not in _LEGAL:
        path = Path(cards.source) / STANDALONE
        _LEGAL[key] = [d for d in load_standalone_decks(path, cards) if is_legal(d, cards)]
    return list(_LEGAL[key])


def ruleset_of(cards: CardDB) -> str:
    """The ruleset a card data set is played with: an HBO card file plays ``hbo-2p``."""
    return HBO if cards.version.startswith("hbo-") else RULESET


def pick_decks(cards: CardDB, seed: int, ruleset: str | None = None) -> tuple[Deck, Deck]:
    """Two different legal decks chosen by the seed (both sample decks for the sample set;
    for ``hbo-2p`` the two fixed house decks, the seed deciding who sits in seat A)."""
    if (ruleset or ruleset_of(cards)) == HBO:
        lannister, stark = house_decks(cards)
        swap = random.Random(f"decks-{seed}").random() < 0.5
        return (stark, lannister) if swap else (lannister, stark)
    decks = legal_decks(cards)
    if len(decks) < 2:
        raise ValueError(f"{cards.source} holds fewer than two legal standalone decks")
    first, second = random.Random(f"decks-{seed}").sample(range(len(decks)), 2)
    return decks[first], decks[second]


def header(
    deck_a: Deck,
    deck_b: Deck,
    cards: CardDB,
    meta: dict[str, Any],
    ruleset: str | None = None,
) -> dict[str, Any]:
    """The log header of a simulated game between ``deck_a`` (seat A) and ``deck_b``."""
    names = [deck_a.name or "Deck A", deck_b.name or "Deck B"]
    ruleset = ruleset or ruleset_of(cards)
    card_data = card_data_name(cards)
    if ruleset == HBO and Path(cards.source) == BUNDLED:
        card_data = HBO  # the bundled HBO card file ([H-SETUP-3-VALUES], docs/hbo.md)
    return {
        "format": FORMAT,
        "ruleset": ruleset,
        "card_data": card_data,
        "restricted_list": None,
        "seats": [
            {"seat": key, "name": f"Random {key} ({name})", "deck": seat_deck(deck)}
            for key, name, deck in (("A", names[0], deck_a), ("B", names[1], deck_b))
        ],
        "meta": meta,
    }
