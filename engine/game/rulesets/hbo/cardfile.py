"""The HBO edition's card file: one pack in the community card format plus the box.

The rulebooks print few card values (rules/hbo.md section 11, [H-SETUP-3-VALUES]), so the
ruleset reads its cards from a file the user may supply; the project ships
``engine/game/rulesets/hbo/cards.json`` with the values the books reveal and marked stand-ins for
the rest (docs/hbo.md). Besides the community ``cards`` list the file holds ``hbo``: the
two fixed house decks ([H-COMP-4], 50 cards each), their fixed plot decks ([H-SETUP-3-L],
[H-SETUP-3-S]) and the 18-plot draft pool ([H-DRAFT-0]).

>>> db = hbo_cards()
>>> db.get("HP21").name, sum(n for _, n in house_box(db).decks["stark"].cards)
("Illyrio's Gift", 50)
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

import orjson

from engine.game.data.cards import CardDataError, CardDB, Pack, card_from_record

BUNDLED = Path(__file__).resolve().parent / "cards.json"
HOUSES = ("lannister", "stark")  # [H-SETUP-2]
DECK_SIZE = 50  # [H-COMP-4]
PLOT_DECK_SIZE = 7  # [H-COMP-5]
DRAFT_POOL_SIZE = 18  # [H-DRAFT-0]: 32 - 14


@dataclass(frozen=True, slots=True)
class HouseDeck:
    """One house's fixed draw deck (code -> count) and fixed plot deck."""

    house: str
    cards: tuple[tuple[str, int], ...]
    plots: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Box:
    """What the box holds: the two house decks and the plots of the draft pool."""

    decks: Mapping[str, HouseDeck]
    draft_pool: tuple[str, ...]


def hbo_cards(path: str | Path | None = None) -> CardDB:
    """The card data of an HBO card file (the bundled one by default)."""
    return _load(str(Path(path).resolve() if path is not None else BUNDLED))


def house_box(cards: CardDB) -> Box:
    """The box (decks, plot lists, draft pool) of the card file ``cards`` was read from."""
    return _box(cards.source)


@lru_cache(maxsize=4)
def _load(path: str) -> CardDB:
    raw = _read(path)
    pack = Pack(code=str(raw.get("code") or "HBO"), name=str(raw.get("name") or "HBO"))
    cards = []
    for record in raw["cards"]:
        try:
            cards.append(card_from_record(record, pack.code))
        except (KeyError, TypeError, ValueError) as error:
            where = record.get("code", "?") if isinstance(record, dict) else "?"
            raise CardDataError(f"{path}: card {where}: {error}") from error
    db = CardDB(cards, {pack.code: pack}, version=_version(path), source=path)
    _check_box(_box(path), db, path)
    return db


@lru_cache(maxsize=4)
def _box(path: str) -> Box:
    box: Any = _read(path).get("hbo")
    try:
        decks = {
            house: HouseDeck(
                house,
                tuple(sorted((str(c), int(n)) for c, n in box["decks"][house]["cards"].items())),
                tuple(str(c) for c in box["decks"][house]["plots"]),
            )
            for house in HOUSES
        }
        return Box(MappingProxyType(decks), tuple(str(c) for c in box["draft_pool"]))
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise CardDataError(
            f"{path}: 'hbo' must hold decks.lannister/stark (cards, plots) and draft_pool"
        ) from error


def _read(path: str) -> dict[str, Any]:
    try:
        raw = orjson.loads(Path(path).read_bytes())
    except (OSError, orjson.JSONDecodeError) as error:
        raise CardDataError(f"{path}: not a readable HBO card file ({error})") from error
    if not isinstance(raw, dict) or not isinstance(raw.get("cards"), list):
        raise CardDataError(f"{path}: expected an object with a 'cards' list")
    return raw


def _version(path: str) -> str:
    return "hbo-sha256:" + hashlib.sha256(Path(path).read_bytes()).hexdigest()[:16]


def _check_box(box: Box, db: CardDB, path: str) -> None:
    """The box as the books describe it: two 50-card decks of known draw cards, two 7-plot
    decks and an 18-plot draft pool, no plot in two places."""
    plots: list[str] = list(box.draft_pool)
    for deck in box.decks.values():
        plots += deck.plots
        if sum(n for _, n in deck.cards) != DECK_SIZE or len(deck.plots) != PLOT_DECK_SIZE:
            raise CardDataError(f"{path}: the {deck.house} deck is not 50 cards and 7 plots")
        for code, _ in deck.cards:
            if code not in db or not db.get(code).is_draw_card:
                raise CardDataError(f"{path}: {deck.house} deck: {code} is not a draw card")
    if len(box.draft_pool) != DRAFT_POOL_SIZE or len(set(plots)) != len(plots):
        raise CardDataError(f"{path}: the draft pool is not 18 plots apart from the decks")
    for code in plots:
        if code not in db or db.get(code).type != "plot":
            raise CardDataError(f"{path}: {code} is not a plot of the file")
