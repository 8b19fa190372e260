"""Deck lists: the ``Deck`` value and its readers (JSON, standalone decks, text export).

>>> from engine.game.data.cards import sample_cards
>>> deck = read_deck('{"faction": "stark", "agenda": null, "plots": {}, "draw": {}}',
...                  sample_cards())
>>> deck.faction, deck.agenda
('stark', None)
"""

from __future__ import annotations

import os
from pathlib import Path

import orjson

from engine.game.data.cards import CardDB
from engine.game.data.decks.json_format import deck_from_json, deck_to_json, load_standalone_decks
from engine.game.data.decks.model import FACTION_NAMES, Deck, DeckParseError
from engine.game.data.decks.text_format import deck_from_text, deck_to_text, resolve_card_line

__all__ = [
    "FACTION_NAMES",
    "Deck",
    "DeckParseError",
    "deck_from_json",
    "deck_from_text",
    "deck_to_json",
    "deck_to_text",
    "decode_deck_bytes",
    "load_deck_file",
    "load_standalone_decks",
    "read_deck",
    "resolve_card_line",
]


def read_deck(content: str | bytes, cards: CardDB, source: str = "") -> Deck:
    """A deck from JSON or a text export; which one is detected from the first character."""
    text = decode_deck_bytes(content) if isinstance(content, bytes) else content
    stripped = text.lstrip("\ufeff \t\r\n")
    if not stripped:
        raise DeckParseError("the deck is empty")
    if stripped[0] in "{[":
        return deck_from_json(_parse_json(stripped), cards, source=source)
    return deck_from_text(stripped, cards, source=source)


def load_deck_file(path: str | os.PathLike[str], cards: CardDB) -> Deck:
    """``read_deck`` on a file's content; an unreadable file is a ``DeckParseError``."""
    try:
        content = Path(path).read_bytes()
    except OSError as error:
        raise DeckParseError(f"cannot read {os.fspath(path)!r}: {error.strerror}") from error
    return read_deck(content, cards, source=os.fspath(path))


def decode_deck_bytes(content: bytes) -> str:
    """UTF-8 text (a BOM is allowed); binary content is a ``DeckParseError``."""
    if b"\x00" in content:
        raise DeckParseError("the deck is binary data, not JSON or text")
    try:
        return content.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise DeckParseError(f"the deck is not UTF-8 text (byte {error.start})") from error


def _parse_json(text: str) -> object:
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError as error:
        raise DeckParseError(f"invalid JSON: {error}", line=error.lineno) from error
