"""What a match log's header says of the decks and the card data, shared by every writer of
a header (the simulator, the live tracker): a registered deck as a seat's ``deck`` and the
``card_data`` name of a card data set (docs/match-log.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.game.data.cards import CardDB
from engine.game.data.cards.loader import SAMPLE_CARD_DATA
from engine.game.data.decks import Deck


def is_sample(cards: CardDB) -> bool:
    """Whether ``cards`` is the bundled sample set (logs then say ``card_data: sample``)."""
    return Path(cards.source).resolve() == SAMPLE_CARD_DATA.resolve()


def card_data_name(cards: CardDB) -> str:
    """The header's ``card_data``: ``sample`` for the bundled sample set, else the version."""
    return "sample" if is_sample(cards) else cards.version


def seat_deck(deck: Deck) -> dict[str, Any]:
    """A registered deck as the log header writes it."""
    return {
        "faction": deck.faction,
        "agenda": deck.agenda,
        "plots": dict(sorted(deck.plots.items())),
        "cards": dict(sorted(deck.draw.items())),
    }
