"""Decks as JSON: the project's own shape, standalone-decks.json entries, ThronesDB decklists.

Accepted shapes (a code's card type decides plot or draw card when the list mixes them):

* ``{"name", "faction", "agenda": code|null | "agendas": [codes], "plots": {code: n},
  "draw": {code: n}}`` (``"draw"`` may also be called ``"cards"`` or ``"drawCards"``);
* a ``standalone-decks.json`` entry: ``{"id", "name", "faction", "agenda",
  "cards": [{"code", "count"}]}`` with plots and draw cards mixed;
* a ThronesDB decklist: ``{"name", "faction_code", "agendas", "slots": {code: n}}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.game.data.cards import CardDataError, CardDB
from engine.game.data.cards.loader import iter_json_records
from engine.game.data.decks.model import Deck, DeckParseError

_DRAW_KEYS = ("draw", "drawCards", "cards", "slots")


def deck_from_json(data: Any, cards: CardDB | None = None, source: str = "") -> Deck:
    """A deck from a parsed JSON object (see the module docstring for the shapes).

    ``cards`` is needed only when plots and draw cards come mixed in one list.

    >>> deck_from_json({"faction": "stark", "agenda": None, "plots": {"99001": 7},
    ...                 "draw": {"99101": 3}}).plot_count
    7
    """
    if not isinstance(data, Mapping):
        raise DeckParseError("a deck must be a JSON object")
    faction = _faction(data)
    agendas = _agendas(data)
    plots = _counts(data.get("plots") or {}, "plots")
    draw_key = next((key for key in _DRAW_KEYS if key in data), None)
    mixed = _counts(data[draw_key], draw_key) if draw_key else {}
    if draw_key != "draw" and mixed:
        extra_plots, mixed, extra_agendas = _split_by_type(mixed, cards, draw_key or "cards")
        plots = _merge(plots, extra_plots)
        agendas = agendas + tuple(a for a in extra_agendas if a not in agendas)
    return Deck.create(
        faction, agendas, plots, mixed, name=str(data.get("name") or ""), source=source
    )


def load_standalone_decks(path: str | Path, cards: CardDB) -> list[Deck]:
    """Every deck of a ``standalone-decks.json`` file, in file order."""
    try:
        entries = list(iter_json_records(Path(path)))
    except CardDataError as error:
        raise DeckParseError(str(error)) from error
    return [_standalone_entry(entry, cards, index) for index, entry in enumerate(entries)]


def _standalone_entry(entry: Any, cards: CardDB, index: int) -> Deck:
    try:
        return deck_from_json(entry, cards, source=f"standalone:{_entry_id(entry, index)}")
    except DeckParseError as error:
        raise DeckParseError(f"standalone deck {_entry_id(entry, index)}: {error}") from error


def _entry_id(entry: Any, index: int) -> str:
    return str(entry.get("id", index)) if isinstance(entry, Mapping) else str(index)


def _faction(data: Mapping[str, Any]) -> str:
    faction = data.get("faction", data.get("faction_code"))
    if isinstance(faction, Mapping):  # some exports nest it: {"value": "stark", "name": ...}
        faction = faction.get("value", faction.get("code"))
    if not isinstance(faction, str) or not faction:
        raise DeckParseError("missing or invalid faction", field="faction")
    return faction


def _agendas(data: Mapping[str, Any]) -> tuple[str, ...]:
    raw = data.get("agendas", data.get("agenda"))
    if raw is None or raw == "":
        return ()
    items = raw if isinstance(raw, list) else [raw]
    if not all(isinstance(item, str) and item for item in items):
        raise DeckParseError("agenda must be a card code, a list of codes or null", field="agenda")
    return tuple(items)


def _counts(raw: Any, what: str) -> dict[str, int]:
    if isinstance(raw, list):  # [{"code": ..., "count": ...}]
        pairs = [_pair(item, what) for item in raw]
    elif isinstance(raw, Mapping):
        pairs = list(raw.items())
    else:
        raise DeckParseError("expected {code: count} or [{code, count}]", field=what)
    counts: dict[str, int] = {}
    for code, count in pairs:
        if not isinstance(code, str) or isinstance(count, bool) or not isinstance(count, int):
            raise DeckParseError(f"bad entry {code!r}: {count!r}", field=what)
        if count < 1:
            raise DeckParseError(f"count of {code} must be positive, not {count}", field=what)
        counts[code] = counts.get(code, 0) + count
    return counts


def _pair(item: Any, what: str) -> tuple[Any, Any]:
    if not isinstance(item, Mapping) or "code" not in item:
        raise DeckParseError(f"expected {{code, count}}, got {item!r}", field=what)
    return item["code"], item.get("count", 1)


def _split_by_type(
    mixed: dict[str, int], cards: CardDB | None, what: str
) -> tuple[dict[str, int], dict[str, int], list[str]]:
    if cards is None:
        raise DeckParseError("a card database is needed to split plots from draw cards", field=what)
    plots: dict[str, int] = {}
    draw: dict[str, int] = {}
    agendas: list[str] = []
    for code, count in mixed.items():
        card_type = cards.get(code).type if code in cards else None
        if card_type == "agenda":
            agendas.append(code)
        else:  # unknown codes stay in the draw deck, for legality to report
            (plots if card_type == "plot" else draw)[code] = count
    return plots, draw, agendas


def _merge(first: dict[str, int], second: dict[str, int]) -> dict[str, int]:
    merged = dict(first)
    for code, count in second.items():
        merged[code] = merged.get(code, 0) + count
    return merged


def deck_to_json(deck: Deck) -> dict[str, Any]:
    """The project's own JSON shape (what ``deck_from_json`` reads back)."""
    return {
        "name": deck.name,
        "faction": deck.faction,
        "agenda": deck.agenda,
        "agendas": list(deck.agendas),
        "plots": dict(deck.plots),
        "draw": dict(deck.draw),
    }
