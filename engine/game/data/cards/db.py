"""The card database: an immutable lookup of ``Card`` records by code, name and pack."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from functools import lru_cache
from types import MappingProxyType

from engine.game.data.cards.model import Card, Pack


class UnknownCard(KeyError):
    """A card code that the database does not hold."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code

    def __str__(self) -> str:
        return f"unknown card code {self.code!r}"


@lru_cache(maxsize=16384)  # titles repeat: legality groups by title on every validation
def normalize_name(name: str) -> str:
    """The key names are compared by: case, accents, quotes and spacing do not matter.

    >>> normalize_name("  \\u201cThe Rains\\u201d ") == normalize_name('"the rains"')
    True
    """
    text = unicodedata.normalize("NFKD", name)
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    for fancy, plain in (("\u2019", "'"), ("\u2018", "'"), ("\u201c", '"'), ("\u201d", '"')):
        text = text.replace(fancy, plain)
    return " ".join(text.replace('"', "").casefold().split())


class CardDB:
    """All cards of one data set, immutable after load.

    ``version`` names the data (a hash of its files) so verdicts can cite it. Iterating yields
    the ``Card`` records in code order; ``code in db`` tests a code.

    >>> db = CardDB([], {}, version="empty")
    >>> len(db), "01001" in db
    (0, False)
    """

    __slots__ = ("_by_code", "_by_name", "_pack_by_name", "_packs", "source", "version")
    _by_code: Mapping[str, Card]
    _by_name: Mapping[str, tuple[Card, ...]]
    _packs: Mapping[str, Pack]
    _pack_by_name: Mapping[str, Pack]
    version: str
    source: str

    def __init__(
        self,
        cards: Iterable[Card],
        packs: Mapping[str, Pack],
        version: str,
        source: str = "",
    ) -> None:
        by_code = {card.code: card for card in sorted(cards, key=lambda c: c.code)}
        by_name: dict[str, list[Card]] = {}
        for card in by_code.values():
            by_name.setdefault(normalize_name(card.name), []).append(card)
        pack_by_name = {normalize_name(p.name): p for p in packs.values()}
        attributes: dict[str, object] = {
            "_by_code": MappingProxyType(by_code),
            "_by_name": MappingProxyType({k: tuple(v) for k, v in by_name.items()}),
            "_packs": MappingProxyType(dict(packs)),
            "_pack_by_name": MappingProxyType(pack_by_name),
            "version": version,
            "source": source,
        }
        for name, value in attributes.items():
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"CardDB is immutable (cannot set {name!r})")

    def get(self, code: str) -> Card:
        """The card with this code; raises ``UnknownCard`` (a ``KeyError``) naming it."""
        try:
            return self._by_code[code]
        except KeyError:
            raise UnknownCard(code) from None

    def __contains__(self, code: object) -> bool:
        return code in self._by_code

    def __len__(self) -> int:
        return len(self._by_code)

    def __iter__(self) -> Iterator[Card]:
        return iter(self._by_code.values())

    def __repr__(self) -> str:
        return f"<CardDB {len(self)} cards, version {self.version}>"

    @property
    def packs(self) -> Mapping[str, Pack]:
        """Packs by code (the pack file's name, e.g. ``"Core"``)."""
        return self._packs

    def by_name(self, name: str) -> tuple[Card, ...]:
        """Every version of a title, in code order (empty when none); see ``normalize_name``."""
        return self._by_name.get(normalize_name(name), ())

    def pack_named(self, name_or_code: str) -> Pack | None:
        """A pack by its display name ("Core Set") or its code ("Core"), or ``None``."""
        if name_or_code in self._packs:
            return self._packs[name_or_code]
        return self._pack_by_name.get(normalize_name(name_or_code))

    def find(self, name: str, pack: str | None = None) -> tuple[Card, ...]:
        """Cards with this title, narrowed to a pack (name or code) when one is given."""
        found = self.by_name(name)
        if pack is None:
            return found
        wanted = self.pack_named(pack)
        return tuple(c for c in found if wanted is not None and c.pack == wanted.code)
