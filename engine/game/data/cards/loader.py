"""Reading the community card format (a directory with ``packs/*.json``) at run time.

The data is never copied into the project: it is read from ``AGOT_CARD_DATA``, an explicit
path, or the shared copy beside the project; the small hand-written sample set in
``engine/game/data/sample_cards`` is the fallback.
"""

from __future__ import annotations

import gc
import hashlib
import os
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path
from typing import Any

import orjson

from engine.game.data.cards.db import CardDB
from engine.game.data.cards.keywords import parse_keywords
from engine.game.data.cards.model import (
    CARD_TYPES,
    CHALLENGE_ICONS,
    Card,
    Errata,
    Pack,
    PlotStats,
)

ENV_VAR = "AGOT_CARD_DATA"
SAMPLE_CARD_DATA = Path(__file__).resolve().parent.parent / "sample_cards"
_SHARED_CARD_DATA = Path(__file__).resolve().parents[4].parent / "shared/data/throneteki-json-data"
# Files that take part in the data version: what the engine reads.
_VERSIONED_TOP_FILES = ("restricted-list.json", "standalone-decks.json")


class CardDataError(ValueError):
    """Card data that cannot be read; the message names the file and the card."""


def default_card_data_path() -> Path:
    """Where card data is read from when no path is given.

    ``$AGOT_CARD_DATA`` if set, else ``<project>/../shared/data/throneteki-json-data`` if it
    exists, else the bundled sample set.
    """
    from_env = os.environ.get(ENV_VAR)
    if from_env:
        return Path(from_env)
    return _SHARED_CARD_DATA if _SHARED_CARD_DATA.is_dir() else SAMPLE_CARD_DATA


def load_cards(path: str | os.PathLike[str] | None = None) -> CardDB:
    """Load every pack of a data directory (``packs/*.json``) into a ``CardDB``.

    >>> db = load_cards(SAMPLE_CARD_DATA)
    >>> db.get("99001").type
    'plot'
    """
    root = Path(path) if path is not None else default_card_data_path()
    pack_files = sorted((root / "packs").glob("*.json"))
    if not pack_files:
        raise CardDataError(f"no card data: {root / 'packs'} holds no *.json pack files")
    cards: list[Card] = []
    packs: dict[str, Pack] = {}
    for pack_file in pack_files:
        pack, pack_cards = _read_pack(pack_file)
        packs[pack.code] = pack
        cards.extend(pack_cards)
    _check_unique_codes(cards)
    db = CardDB(cards, packs, version=data_version(root), source=str(root))
    _keep_out_of_collections()
    return db


def _keep_out_of_collections() -> None:
    """Move everything alive now (the card data just read, the card scripts imported with the
    engine: some 40,000 objects tracked by the cycle collector, 2.5 times what the engine held
    before it read card text) to the collector's permanent generation. They live as long as
    the process, yet every full collection during a replay walked them all again: 7% of a
    worker's replay time (docs/decisions/compiled-engine.md). Garbage is collected first, so
    nothing unreachable is kept; frozen objects are still freed when their last reference
    goes."""
    gc.collect()
    gc.freeze()


def is_sample_set(source: str | os.PathLike[str]) -> bool:
    """Whether a card data directory is the bundled sample set (52 hand-written cards of two
    houses): a fresh clone without the community data runs on it, and must say so."""
    return bool(str(source)) and Path(source).resolve() == SAMPLE_CARD_DATA.resolve()


def describe_card_data(db: CardDB, *, path: bool = True) -> str:
    """The loaded card data in one line: path, version and card count, and plainly whether it
    is the sample set (then no real deck list can be read: its packs are not there).
    ``path=False`` leaves the server's directory out (messages shown to players).

    >>> describe_card_data(sample_cards()).startswith("the bundled SAMPLE SET")
    True
    """
    counts = f"{db.version}, {len(db)} cards"
    counts = f"{db.source} ({counts})" if path else counts
    if not is_sample_set(db.source):
        return f"card data {counts}"
    return (
        f"the bundled SAMPLE SET, not the real cards: {counts}; set {ENV_VAR} to a "
        "throneteki-json-data directory (docs/card-data.md)"
    )


@lru_cache(maxsize=1)
def sample_cards() -> CardDB:
    """The bundled hand-written sample set (two houses, two legal decks)."""
    return load_cards(SAMPLE_CARD_DATA)


def data_version(root: str | os.PathLike[str]) -> str:
    """A hash of the data files: the same bytes give the same version on any filesystem.

    Each file contributes its path relative to ``root`` and its own digest; the files are
    taken in sorted path order, so the listing order of the filesystem does not matter.
    """
    base = Path(root)
    overall = hashlib.sha256()
    for relative in _versioned_files(base):
        digest = hashlib.sha256((base / relative).read_bytes()).hexdigest()
        overall.update(f"{relative}\0{digest}\n".encode())
    return "sha256:" + overall.hexdigest()[:16]


def _versioned_files(base: Path) -> list[str]:
    names = [f"packs/{p.name}" for p in (base / "packs").glob("*.json")]
    names += [n for n in _VERSIONED_TOP_FILES if (base / n).is_file()]
    return sorted(names)


def _read_pack(pack_file: Path) -> tuple[Pack, list[Card]]:
    try:
        raw = orjson.loads(pack_file.read_bytes())
    except (OSError, orjson.JSONDecodeError) as error:
        raise CardDataError(f"{pack_file}: not readable JSON ({error})") from error
    if not isinstance(raw, dict) or not isinstance(raw.get("cards"), list):
        raise CardDataError(f"{pack_file}: expected an object with a 'cards' list")
    code = str(raw.get("code") or pack_file.stem)
    pack = Pack(code=code, name=str(raw.get("name") or code), release_date=raw.get("releaseDate"))
    return pack, [_card_or_error(record, code, pack_file) for record in raw["cards"]]


def _card_or_error(record: Any, pack_code: str, pack_file: Path) -> Card:
    try:
        return card_from_record(record, pack_code)
    except (KeyError, TypeError, ValueError) as error:
        where = record.get("code", "?") if isinstance(record, dict) else "?"
        raise CardDataError(f"{pack_file}: card {where}: {error}") from error


def card_from_record(record: dict[str, Any], pack_code: str) -> Card:
    """One community-format card record as a ``Card`` (raises on a malformed record)."""
    card_type = record["type"]
    if card_type not in CARD_TYPES:
        raise ValueError(f"unknown card type {card_type!r}")
    cost, cost_x = _printed_value(record.get("cost"), "cost")
    strength, strength_x = _printed_value(record.get("strength"), "strength")
    text = record.get("text") or ""
    return Card(
        code=str(record["code"]),
        name=str(record["name"]),
        type=card_type,
        faction=str(record["faction"]),
        loyal=bool(record.get("loyal", False)),
        unique=bool(record.get("unique", False)),
        cost=cost,
        cost_x=cost_x,
        strength=strength,
        strength_x=strength_x,
        icons=_icons(record.get("icons")),
        traits=tuple(record.get("traits") or ()),
        text=text,
        plot=_plot_stats(record.get("plotStats")),
        deck_limit=int(record.get("deckLimit", 3)),
        pack=pack_code,
        keywords=parse_keywords(text),
        quantity=int(record.get("quantity", 1)),
        errata=tuple(_errata(entry) for entry in record.get("errata") or ()),
    )


def _printed_value(value: Any, what: str) -> tuple[int | None, bool]:
    """A printed number: an int, "X" (variable: ``(None, True)``) or "-"/absent (``None``)."""
    if value is None or value == "-":
        return None, False
    if isinstance(value, str) and value.upper() == "X":
        return None, True
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} must be a number, 'X' or '-', not {value!r}")
    return value, False


def _icons(raw: Any) -> frozenset[str]:
    if not raw:
        return frozenset()
    return frozenset(icon for icon in CHALLENGE_ICONS if raw.get(icon))


def _plot_stats(raw: Any) -> PlotStats | None:
    if raw is None:
        return None
    values = {key: _printed_value(raw.get(key), key)[0] for key in PlotStats.__slots__}
    return PlotStats(**values)


def _errata(entry: dict[str, Any]) -> Errata:
    return Errata(
        issuer=str(entry.get("issuer", "")),
        version=str(entry.get("version", "")),
        text=str(entry.get("text", "")),
        notes=entry.get("notes"),
    )


def _check_unique_codes(cards: list[Card]) -> None:
    seen: set[str] = set()
    for card in cards:
        if card.code in seen:
            raise CardDataError(f"card code {card.code} appears in more than one record")
        seen.add(card.code)


def iter_json_records(path: Path) -> Iterator[Any]:
    """The items of a JSON array file (used for restricted lists and standalone decks)."""
    try:
        raw = orjson.loads(path.read_bytes())
    except (OSError, orjson.JSONDecodeError) as error:
        raise CardDataError(f"{path}: not readable JSON ({error})") from error
    if not isinstance(raw, list):
        raise CardDataError(f"{path}: expected a JSON array")
    yield from raw
