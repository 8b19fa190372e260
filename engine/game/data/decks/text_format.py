"""The plain-text deck export of the community deck database (ThronesDB), read and written.

Accepted layout (blank lines are ignored; see ``docs/card-data.md``)::

    Deck name                      optional, before the faction line
    House Stark                    the faction ([R-DECK-1]); "Faction: ..." also works
    Banner of the Wolf (Core Set)  agenda line(s), optional; "Agenda: ..." also works
    Packs: From Core Set to ...    ignored

    Plot (7):                      section headers ("Plots", "Character (30):", ...) are
    1x A Noble Cause (Core Set)    optional; a card's own type decides where it goes
    3x Winter Festival             "Nx" optional (1); "(Pack)" optional when the title has
                                   only one version; a 5-digit code works as the name
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.game.data.cards import Card, CardDB, describe_card_data, normalize_name
from engine.game.data.decks.model import FACTION_NAMES, Deck, DeckParseError

_CARD_LINE = re.compile(r"^(?:(\d+)\s*[xX\u00d7]\s*)?(.+?)(?:\s*\(([^()]*)\))?$")
_SECTION = re.compile(
    r"^(agendas?|plots?|plot deck|characters?|attachments?|locations?|events?|titles?|"
    r"draw deck|cards?)\s*(?:\(\d+\))?\s*:?$",
    re.IGNORECASE,
)
_IGNORED = re.compile(
    r"^(packs|total cards|total|cards up to|draw deck size|plot deck size)\b.*$", re.I
)
_LABEL = re.compile(r"^(faction|agenda|agendas)\s*:\s*(.+)$", re.IGNORECASE)
_FACTION_BY_NAME = {normalize_name(name): code for code, name in FACTION_NAMES.items()}
_FACTION_BY_NAME.update({normalize_name(code): code for code in FACTION_NAMES})
_FACTION_BY_NAME[normalize_name("Night's Watch")] = "thenightswatch"
_SECTION_ORDER = ("character", "attachment", "location", "event")
MAX_TEXT_LENGTH = 1_000_000


@dataclass
class _Builder:
    """Mutable state of one parse; only ``deck_from_text`` sees it."""

    name: str = ""
    faction: str | None = None
    agendas: list[str] = field(default_factory=list)
    plots: dict[str, int] = field(default_factory=dict)
    draw: dict[str, int] = field(default_factory=dict)
    in_sections: bool = False

    def add(self, card: Card, count: int) -> None:
        if card.type == "agenda":
            self.agendas.extend([card.code] * count)
            return
        target = self.plots if card.type == "plot" else self.draw
        target[card.code] = target.get(card.code, 0) + count


def deck_from_text(text: str, cards: CardDB, source: str = "") -> Deck:
    """Parse a text export; card names are resolved with their pack in ``cards``.

    >>> from engine.game.data.cards import sample_cards
    >>> deck = deck_from_text("House Stark\\n1x Harvest Moon (Sample Set)", sample_cards())
    >>> deck.faction, dict(deck.plots)
    ('stark', {'99001': 1})
    """
    if len(text) > MAX_TEXT_LENGTH:
        raise DeckParseError(f"deck text is too long ({len(text)} characters)")
    builder = _Builder()
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip().lstrip("\ufeff").strip()
        if line:
            _read_line(line, number, builder, cards)
    if builder.faction is None:
        raise DeckParseError("no faction line (e.g. 'House Stark') found")
    return Deck.create(
        builder.faction, builder.agendas, builder.plots, builder.draw, builder.name, source
    )


def _read_line(line: str, number: int, builder: _Builder, cards: CardDB) -> None:
    if _IGNORED.match(line):
        return
    if _SECTION.match(line):
        builder.in_sections = True
        return
    label = _LABEL.match(line)
    if label and not builder.in_sections:
        _read_label(label.group(1).lower(), label.group(2), number, builder, cards)
    elif builder.in_sections or builder.faction is not None:
        card, count = resolve_card_line(line, number, cards)
        builder.add(card, count)
    elif normalize_name(line) in _FACTION_BY_NAME:
        builder.faction = _FACTION_BY_NAME[normalize_name(line)]
    elif not builder.name:
        builder.name = line
    else:
        raise DeckParseError(
            f"expected a faction line such as 'House Stark', got {line!r}", line=number
        )


def _read_label(label: str, value: str, number: int, builder: _Builder, cards: CardDB) -> None:
    if label == "faction":
        code = _FACTION_BY_NAME.get(normalize_name(value))
        if code is None:
            raise DeckParseError(f"unknown faction {value!r}", line=number)
        builder.faction = code
        return
    for part in value.split(";") if ";" in value else [value]:
        card, count = resolve_card_line(part.strip(), number, cards)
        builder.add(card, count)


def resolve_card_line(line: str, number: int, cards: CardDB) -> tuple[Card, int]:
    """``"3x Name (Pack Name)"`` as (card, 3); raises ``DeckParseError`` naming the line."""
    match = _CARD_LINE.match(line)
    if match is None:  # pragma: no cover - the pattern matches any non-empty line
        raise DeckParseError(f"cannot read {line!r}", line=number)
    count_text, name, pack = match.groups()
    count = int(count_text) if count_text else 1
    if count < 1 or count > 999:
        raise DeckParseError(f"bad count {count} in {line!r}", line=number)
    if pack is not None and cards.pack_named(pack) is None:
        if cards.find(f"{name} ({pack})"):  # a title that itself ends in parentheses
            name, pack = f"{name} ({pack})", None
        else:
            raise DeckParseError(_unknown_pack_message(pack, line, cards), line=number)
    return _one_card(name, pack, line, number, cards), count


def _unknown_pack_message(pack: str, line: str, cards: CardDB) -> str:
    # The pack is usually real and the card data the wrong one (a clone running on the sample
    # set refused "Core Set"): say which data was searched, not only that the name is unknown.
    # Players see this message: the server's directory stays out of it.
    return (
        f"unknown pack {pack!r} in {line!r}: the loaded card data lacks it "
        f"({describe_card_data(cards, path=False)})"
    )


def _one_card(name: str, pack: str | None, line: str, number: int, cards: CardDB) -> Card:
    if re.fullmatch(r"\d{5}", name) and name in cards:
        return cards.get(name)
    found = cards.find(name, pack)
    if len(found) == 1:
        return found[0]
    if not found:
        raise DeckParseError(_unknown_message(name, pack, line, cards), line=number)
    packs = ", ".join(sorted({cards.packs[c.pack].name for c in found}))
    raise DeckParseError(
        f"ambiguous card {name!r} in {line!r}: add its pack, one of: {packs}", line=number
    )


def _unknown_message(name: str, pack: str | None, line: str, cards: CardDB) -> str:
    if pack is not None and cards.by_name(name):
        packs = ", ".join(sorted({cards.packs[c.pack].name for c in cards.by_name(name)}))
        return f"{name!r} is not in pack {pack!r} ({line!r}); it is in: {packs}"
    names = sorted({card.name for card in cards})
    close = difflib.get_close_matches(name, names, n=3, cutoff=0.75)
    hint = f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else ""
    return f"unknown card {name!r} in {line!r}{hint}"


def deck_to_text(deck: Deck, cards: CardDB) -> str:
    """The deck as a text export that ``deck_from_text`` reads back to an equal deck."""
    lines = [deck.name] if deck.name else []
    lines.append(FACTION_NAMES.get(deck.faction, deck.faction))
    lines += [_card_label(cards, code) for code in deck.agendas]
    lines += ["", f"Plot ({deck.plot_count}):"]
    lines += _card_lines(cards, deck.plots.items())
    other_types = sorted({cards.get(c).type for c in deck.draw} - set(_SECTION_ORDER))
    for card_type in (*_SECTION_ORDER, *other_types):
        entries = [(c, n) for c, n in deck.draw.items() if cards.get(c).type == card_type]
        if entries:
            total = sum(n for _, n in entries)
            lines += ["", f"{card_type.capitalize()} ({total}):", *_card_lines(cards, entries)]
    return "\n".join(lines) + "\n"


def _card_lines(cards: CardDB, entries: Iterable[tuple[str, int]]) -> list[str]:
    return [f"{count}x {_card_label(cards, code)}" for code, count in entries]


def _card_label(cards: CardDB, code: str) -> str:
    card = cards.get(code)
    return f"{card.name} ({cards.packs[card.pack].name})"
