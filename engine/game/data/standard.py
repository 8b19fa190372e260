"""The format played today: the newest Standard list of the card data and the cards it allows
([T-DECK-2]): every pack of the card data but the variant and draft sets, less the list's
banned cards. Read by the simulator's Standard decks and by ``cards coverage --format``."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import orjson

from engine.game.data.cards import Card, CardDB
from engine.game.data.restricted import FormatList, RestrictedList, load_restricted_lists

STANDARD_PREFIX = "gotstandard"


@dataclass(frozen=True, slots=True)
class StandardPool:
    """The newest Standard list of a card data set and the cards it allows."""

    listed: RestrictedList
    section: FormatList  # the format's section (joust or melee), banned cards included
    cards: tuple[Card, ...]


def newest_standard(cards: CardDB) -> RestrictedList:
    lists = [v for v in load_restricted_lists(cards.source).values()]
    standard = [v for v in lists if v.code.startswith(STANDARD_PREFIX)]
    if not standard:
        raise ValueError(f"{cards.source} holds no Standard restricted list")
    return max(standard, key=lambda v: v.date)


@lru_cache(maxsize=4)
def standard_pool(cards: CardDB, fmt: str = "joust") -> StandardPool:
    """The pool of the newest Standard list in a format (worked out once per card data)."""
    listed = newest_standard(cards)
    section = listed.for_format(fmt)
    skipped = _variant_packs(Path(cards.source))
    allowed = tuple(c for c in cards if c.pack not in skipped and c.code not in section.banned)
    return StandardPool(listed, section, allowed)


def _variant_packs(source: Path) -> frozenset[str]:
    """The packs of the card data's variant and draft sets (``cycles.json``, id "variants")."""
    file = source / "cycles.json"
    if not file.is_file():
        return frozenset()
    cycles = orjson.loads(file.read_bytes())
    return frozenset(p for c in cycles if c.get("id") == "variants" for p in c.get("packs", ()))
