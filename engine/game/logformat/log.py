"""The match-log codec: ``agot-match-log/1`` documents, checked for structure only.

A log is one JSON object: a header (format, ruleset, card data version, restricted list,
two seats with their registered decks) and ``events``, numbered ``seq`` 1, 2, 3 ... Every
event type is one typed definition (``engine.game.logformat.events``) whose field table
(``EVENT_FIELDS``) the codec checks against and ``log_schema.json_schema()`` turns into the JSON
Schema published as ``docs/match-log.schema.json``, so code and schema cannot drift. A checked
log's events are read once into those typed events (``MatchLog.events``). Rules are not
checked here (that is ``engine.game.play.replay``); a structural problem raises ``LogFormatError``
naming the line and the field.

>>> log = parse_log(b'{"format": "agot-match-log/1", "ruleset": "agot2-joust", '
...     b'"card_data": "x", "restricted_list": null, "seats": [], "events": []}')
Traceback (most recent call last):
...
engine.game.logformat.fields.LogFormatError: line 1: field 'seats': a joust log names exactly 2 seats
"""  # noqa: E501

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import orjson

from engine.game.logformat.checks import EventProblem, check_event, typed_event
from engine.game.logformat.events import GameEvent
from engine.game.logformat.fields import (
    CODE_RE,
    EVENT_FIELDS,
    FORMAT,
    FORMAT_NAMES,
    HBO,
    MELEE,
    RULESET,
    RULESETS,
    SEATS,
    STEPS,
    LogFormatError,
    format_error,
)
from engine.game.logformat.options import options_problem as hbo_options_problem

# The codec's public names (the format's tables live in log_fields, the schema in log_schema).
__all__ = [
    "EVENT_FIELDS",
    "FORMAT",
    "HBO",
    "MELEE",
    "RULESET",
    "RULESETS",
    "SEATS",
    "STEPS",
    "LogFormatError",
    "MatchLog",
    "Seat",
    "check_event",
    "code_of",
    "instance_ids",
    "parse_log",
]


@dataclass(frozen=True, slots=True)
class Seat:
    """One registered player: seat letter, name and full deck (codes -> counts)."""

    key: str
    name: str
    faction: str
    agenda: str | None
    plots: tuple[tuple[str, int], ...]
    cards: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class MatchLog:
    """A parsed log: header fields, seats, and the typed events (checked, then read)."""

    card_data: str
    restricted_list: str | None
    seats: tuple[Seat, ...]
    events: tuple[GameEvent, ...]
    ruleset: str = RULESET
    options: dict[str, Any] = field(default_factory=dict)  # ruleset options from the header


def instance_ids(seat: str, counts: tuple[tuple[str, int], ...]) -> list[str]:
    """Card instance ids of a deck section, in code order: ``A:01045#1``, ``A:01045#2`` ...

    >>> instance_ids("A", (("01045", 2), ("01001", 1)))
    ['A:01001#1', 'A:01045#1', 'A:01045#2']
    """
    return [f"{seat}:{code}#{n}" for code, count in sorted(counts) for n in range(1, count + 1)]


def code_of(card_id: str) -> str:
    """The card code inside an instance id (``A:01045#2`` -> ``01045``)."""
    return card_id[2:].split("#", 1)[0]


def parse_log(data: bytes | str | dict[str, Any]) -> MatchLog:
    """Parse and structurally check a log (bytes, text or an already-loaded dict)."""
    text = data.encode() if isinstance(data, str) else data
    if isinstance(text, bytes):
        try:
            doc = orjson.loads(text)
        except orjson.JSONDecodeError as exc:
            raise LogFormatError(f"line {exc.lineno}: not valid JSON ({exc.msg})") from None
    else:
        doc = text
    finder = _LineFinder(text if isinstance(text, bytes) else b"")
    return _check_document(doc, finder)


class _LineFinder:
    """Maps an event's index back to its line in the source text, for error messages."""

    def __init__(self, text: bytes) -> None:
        self.text = text
        self.lines: list[int] | None = None

    def line(self, index: int) -> int:
        if not self.text:
            return 0
        if self.lines is None:
            self.lines, last, line = [], 0, 1
            for m in re.finditer(rb'"seq"\s*:', self.text):
                line += self.text.count(b"\n", last, m.start())
                last = m.start()
                self.lines.append(line)
        return self.lines[index] if index < len(self.lines) else 0

    def header_line(self, key: str) -> int:
        pos = self.text.find(f'"{key}"'.encode())
        return self.text.count(b"\n", 0, pos) + 1 if pos >= 0 else 1


def _check_document(doc: Any, finder: _LineFinder) -> MatchLog:
    if not isinstance(doc, dict):
        raise format_error(1, "(document)", "a match log is a JSON object")
    if doc.get("format") != FORMAT:
        raise format_error(finder.header_line("format"), "format", f"must be {FORMAT!r}")
    ruleset = doc.get("ruleset")
    if not isinstance(ruleset, str) or ruleset not in RULESETS:
        known = ", ".join(repr(name) for name in RULESETS)
        raise format_error(finder.header_line("ruleset"), "ruleset", f"must be one of {known}")
    options = doc.get("options", {})
    if not isinstance(options, dict):
        raise format_error(finder.header_line("options"), "options", "must be an object")
    if ruleset == HBO and (problem := hbo_options_problem(options)):
        raise format_error(finder.header_line("options"), "options", problem)
    card_data = doc.get("card_data")
    if not isinstance(card_data, str):
        raise format_error(finder.header_line("card_data"), "card_data", "must be a string")
    restricted = doc.get("restricted_list")
    if restricted is not None and not isinstance(restricted, str):
        raise format_error(
            finder.header_line("restricted_list"), "restricted_list", "string or null"
        )
    seats = doc.get("seats")
    low, high = RULESETS[ruleset]
    if not isinstance(seats, list) or not low <= len(seats) <= high:
        wanted = "exactly 2" if ruleset == RULESET else f"{low} to {high}"
        raise format_error(
            finder.header_line("seats"),
            "seats",
            f"a {FORMAT_NAMES.get(ruleset, ruleset)} log names {wanted} seats",
        )
    parsed = tuple(_check_seat(s, i, finder) for i, s in enumerate(seats))
    events = doc.get("events")
    if not isinstance(events, list):
        raise format_error(finder.header_line("events"), "events", "must be a list")
    typed: list[GameEvent] = []
    for index, event in enumerate(events):
        try:
            typed.append(typed_event(event, index))
        except EventProblem as problem:
            raise format_error(finder.line(index), problem.field, problem.message) from None
    return MatchLog(card_data, restricted, parsed, tuple(typed), ruleset, options)


def _check_seat(seat: Any, index: int, finder: _LineFinder) -> Seat:
    line = finder.header_line("seats")
    where = f"seats[{index}]"
    if not isinstance(seat, dict) or seat.get("seat") != SEATS[index]:
        raise format_error(line, f"{where}.seat", f"must be {SEATS[index]!r}")
    name, deck = seat.get("name"), seat.get("deck")
    if not isinstance(name, str) or not name:
        raise format_error(line, f"{where}.name", "a non-empty string")
    if not isinstance(deck, dict):
        raise format_error(line, f"{where}.deck", "an object with faction, agenda, plots, cards")
    faction, agenda = deck.get("faction"), deck.get("agenda")
    if not isinstance(faction, str):
        raise format_error(line, f"{where}.deck.faction", "a faction name string")
    if agenda is not None and not isinstance(agenda, str):
        raise format_error(line, f"{where}.deck.agenda", "a card code or null")
    sections = [_check_counts(deck.get(k), line, f"{where}.deck.{k}") for k in ("plots", "cards")]
    return Seat(SEATS[index], name, faction, agenda, sections[0], sections[1])


def _check_counts(value: Any, line: int, field: str) -> tuple[tuple[str, int], ...]:
    if not isinstance(value, dict):
        raise format_error(line, field, "an object of card code -> count")
    for code, count in value.items():
        if not CODE_RE.fullmatch(code):
            raise format_error(line, f"{field}.{code}", "not a card code")
        if type(count) is not int or not 1 <= count <= 99:
            raise format_error(line, f"{field}.{code}", "a count from 1 to 99")
    return tuple(sorted(value.items()))
