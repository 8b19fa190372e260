"""The match-log codec: ``agot-match-log/1`` documents, checked for structure only.

A log is one JSON object: a header (format, ruleset, card data version, restricted list,
two seats with their registered decks) and ``events``, numbered ``seq`` 1, 2, 3 ... Every
event type has a fixed field table (``EVENT_FIELDS``); ``json_schema()`` turns that same table
into the JSON Schema published as ``docs/match-log.schema.json``, so code and schema cannot
drift. Rules are not checked here (that is ``engine.game.replay``); a structural problem raises
``LogFormatError`` naming the line and the field.

>>> log = parse_log(b'{"format": "agot-match-log/1", "ruleset": "agot2-joust", '
...     b'"card_data": "x", "restricted_list": null, "seats": [], "events": []}')
Traceback (most recent call last):
...
engine.game.log.LogFormatError: line 1: field 'seats': a joust log names exactly 2 seats
"""

from __future__ import annotations

import re
import reprlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import orjson

from engine.game.hbo.options import options_problem as hbo_options_problem

FORMAT = "agot-match-log/1"
RULESET = "agot2-joust"  # the default ruleset (Second Edition joust)
# Every ruleset a log header may name, with the seat counts it allows. Each ruleset's rules
# live in the engine beside the joust ones (``GameState.ruleset`` tells the code which).
MELEE = "agot2-melee"  # Second Edition melee: 3 to 6 seats, titles ([R-MELEE-1])
HBO = "hbo-2p"  # the two-player HBO edition (rules/hbo.md, [H-SETUP-2])
RULESETS: dict[str, tuple[int, int]] = {RULESET: (2, 2), MELEE: (3, 6), HBO: (2, 2)}
SEATS = ("A", "B", "C", "D", "E", "F")  # seat letters in clockwise order ([R-MELEE-2])
_FORMAT_NAMES = {RULESET: "joust", MELEE: "melee"}
CHALLENGE_TYPES = ("military", "intrigue", "power")
ABILITY_KINDS = ("action", "reaction", "interrupt", "forced", "when_revealed", "constant")
KEYWORDS = ("renown", "insight", "intimidate", "pillage")
DURATIONS = ("challenge", "phase", "round", "game")
MAX_INT = 10_000  # no count in a real game comes near; larger numbers are "absurd"
_CODE_RE = re.compile(r"[0-9A-Za-z_-]{1,16}")
ID_RE = re.compile(r"^[A-F]:(?:faction|agenda|[0-9A-Za-z_-]{1,16}#[1-9][0-9]?)$")

# Field tags: seat, seats, id, ids, int, bool, str, ctype, kind, keyword, idmap, prims, obj,
# until.
EVENT_FIELDS: dict[str, tuple[dict[str, str], dict[str, str]]] = {
    # type: (required fields, optional fields)
    "first_player": ({"seat": "seat"}, {}),
    "shuffle": ({"seat": "seat"}, {"order": "ids"}),
    "draw": ({"seat": "seat", "cards": "ids"}, {}),
    "mulligan": ({"seat": "seat", "mulligan": "bool"}, {}),
    "setup": ({"seat": "seat", "cards": "ids"}, {"attach": "idmap"}),
    "plot": ({"seat": "seat", "card": "id"}, {}),
    "initiative": ({"seat": "seat"}, {"tiebreak": "str"}),
    "marshal": ({"seat": "seat", "card": "id"}, {"attach_to": "id", "cost": "int"}),
    "ambush": ({"seat": "seat", "card": "id"}, {"attach_to": "id"}),
    "pass": ({"seat": "seat"}, {}),
    "challenge": (
        {"seat": "seat", "challenge": "ctype", "attackers": "ids"},
        {"stealth": "idmap", "opponent": "seat"},
    ),
    "defenders": ({"seat": "seat", "defenders": "ids"}, {}),
    "challenge_result": (
        {},
        {"winner": "seat", "attacker_str": "int", "defender_str": "int", "unopposed": "bool"},
    ),
    "claim": ({"seat": "seat"}, {"cards": "ids", "saved_by": "idmap", "amount": "int"}),
    "keyword": (
        {"seat": "seat", "keyword": "keyword", "card": "id"},
        {"target": "id", "cards": "ids", "use": "bool"},
    ),
    "dominance": ({}, {"winner": "seat"}),
    # melee only (docs/match-log.md, "Melee"): the titles ([F-1.4]), the redirect and the
    # Master of Whispers' claim against several opponents
    "title_pool": ({"removed": "codes"}, {}),
    "title": ({"seat": "seat", "title": "code"}, {}),
    "redirect": ({"seat": "seat", "opponent": "seat"}, {"stealth": "idmap"}),
    "claim_opponents": ({"seat": "seat", "opponents": "seats"}, {}),
    "reserve": ({"seat": "seat", "cards": "ids"}, {}),
    "checkpoint": ({"seats": "obj"}, {"round": "int"}),
    "ability": (
        {"seat": "seat", "source": "id", "kind": "kind"},
        {"costs": "prims", "targets": "ids", "effects": "prims", "cancelled": "bool"},
    ),
    "concede": ({"seat": "seat"}, {}),
    "time_called": ({}, {}),
    "choose_winner": ({"seat": "seat", "winner": "seat"}, {}),
    "game_over": ({}, {"winner": "seat", "reason": "str"}),
    "note": ({}, {"text": "str"}),
    # [LOG-UNDO-1..4] takes back event ``undoes``; the log keeps both, the replay skips them.
    "undo": ({"seat": "seat", "undoes": "int"}, {}),
}
# ``by``: the seat that entered the event (default: its own ``seat``), for [LOG-UNDO-2..3].
COMMON_OPTIONAL = {"at": "step", "note": "str", "by": "seat"}
# The steps where a replay rests (engine.game.flow.STEPS; a test keeps the two equal).
STEPS = (
    "S-2", "S-7", "S-7-1", "S-8", "S-10", "F-1.2", "F-1.3.I", "F-1.3.II", "F-1.3.III", "F-1.4",
    "F-AW-1", "F-2.2", "F-AW-2", "F-AW-3", "F-AW-4.1", "F-AW-4.2", "F-4.2.1", "F-AW-4.2.1",
    "F-4.2.2", "F-4.2.3", "F-4.2.4", "F-4.2.5", "F-AW-5", "F-AW-6", "F-7.3", "F-AW-7",
)  # fmt: skip

# Effect primitives of ability events: op -> (required fields, optional fields).
PRIMITIVES: dict[str, tuple[dict[str, str], dict[str, str]]] = {
    "kneel": ({"card": "id"}, {}),
    "stand": ({"card": "id"}, {}),
    "kill": ({"card": "id"}, {"saved_by": "id"}),
    "discard": ({"card": "id"}, {"saved_by": "id"}),
    "return_to_hand": ({"card": "id"}, {"saved_by": "id"}),
    "sacrifice": ({"card": "id"}, {}),
    "gain_power": ({"amount": "int"}, {"card": "id", "seat": "seat"}),
    "move_power": (
        {"amount": "int"},
        {"from": "id", "to": "id", "from_seat": "seat", "to_seat": "seat"},
    ),
    "discard_power": ({"amount": "int"}, {"card": "id", "seat": "seat"}),
    "gain_gold": ({"seat": "seat", "amount": "int"}, {}),
    "spend_gold": ({"seat": "seat", "amount": "int"}, {}),
    "strength": ({"card": "id", "amount": "int", "until": "until"}, {"mode": "str"}),
    "icon": ({"card": "id", "icon": "ctype", "until": "until"}, {"lose": "bool"}),
    "keyword": ({"card": "id", "keyword": "keyword", "until": "until"}, {}),
    "plot_modifier": ({"seat": "seat", "stat": "str", "amount": "int", "until": "until"}, {}),
    "draw": ({"seat": "seat", "cards": "ids"}, {}),
    "put_into_play": ({"card": "id"}, {"attach_to": "id"}),
    "take_control": ({"card": "id", "seat": "seat"}, {}),
    "save": ({"card": "id"}, {}),
    "cancel": ({}, {}),
}

_SCALAR_TYPES: dict[str, Any] = {
    "seat": {"enum": list(SEATS)},
    "id": {"type": "string", "pattern": ID_RE.pattern},
    "int": {"type": "integer", "minimum": -MAX_INT, "maximum": MAX_INT},
    "bool": {"type": "boolean"},
    "str": {"type": "string", "maxLength": 10_000},
    "ctype": {"enum": list(CHALLENGE_TYPES)},
    "kind": {"enum": list(ABILITY_KINDS)},
    "keyword": {"enum": list(KEYWORDS)},
    "until": {"enum": list(DURATIONS)},
    "step": {"enum": list(STEPS)},
    "obj": {"type": "object"},
    "code": {"type": "string", "pattern": "^" + _CODE_RE.pattern + "$"},
}


class LogFormatError(ValueError):
    """A document that is not a readable match log; the message names line and field."""


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
    """A parsed log: header fields, seats, and the raw event dicts (already checked)."""

    card_data: str
    restricted_list: str | None
    seats: tuple[Seat, ...]
    events: tuple[dict[str, Any], ...]
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


_SHORT = reprlib.Repr()
_SHORT.maxlevel, _SHORT.maxstring, _SHORT.maxother = 3, 60, 60


def _shown(value: Any) -> str:
    """A bounded repr for error messages: a value nested a thousand deep or a megabyte long
    must neither recurse without end nor flood the message."""
    return _SHORT.repr(value)


def _fail(line: int, field: str, message: str) -> LogFormatError:
    where = f"line {line}: " if line else ""
    return LogFormatError(f"{where}field {field!r}: {message}")


def _check_document(doc: Any, finder: _LineFinder) -> MatchLog:
    if not isinstance(doc, dict):
        raise _fail(1, "(document)", "a match log is a JSON object")
    if doc.get("format") != FORMAT:
        raise _fail(finder.header_line("format"), "format", f"must be {FORMAT!r}")
    ruleset = doc.get("ruleset")
    if not isinstance(ruleset, str) or ruleset not in RULESETS:
        known = ", ".join(repr(name) for name in RULESETS)
        raise _fail(finder.header_line("ruleset"), "ruleset", f"must be one of {known}")
    options = doc.get("options", {})
    if not isinstance(options, dict):
        raise _fail(finder.header_line("options"), "options", "must be an object")
    if ruleset == HBO and (problem := hbo_options_problem(options)):
        raise _fail(finder.header_line("options"), "options", problem)
    card_data = doc.get("card_data")
    if not isinstance(card_data, str):
        raise _fail(finder.header_line("card_data"), "card_data", "must be a string")
    restricted = doc.get("restricted_list")
    if restricted is not None and not isinstance(restricted, str):
        raise _fail(finder.header_line("restricted_list"), "restricted_list", "string or null")
    seats = doc.get("seats")
    low, high = RULESETS[ruleset]
    if not isinstance(seats, list) or not low <= len(seats) <= high:
        wanted = "exactly 2" if ruleset == RULESET else f"{low} to {high}"
        raise _fail(
            finder.header_line("seats"),
            "seats",
            f"a {_FORMAT_NAMES.get(ruleset, ruleset)} log names {wanted} seats",
        )
    parsed = tuple(_check_seat(s, i, finder) for i, s in enumerate(seats))
    events = doc.get("events")
    if not isinstance(events, list):
        raise _fail(finder.header_line("events"), "events", "must be a list")
    for index, event in enumerate(events):
        try:
            _check_event(event, index)
        except _Problem as problem:
            raise _fail(finder.line(index), problem.field, problem.message) from None
    return MatchLog(card_data, restricted, parsed, tuple(events), ruleset, options)


def _check_seat(seat: Any, index: int, finder: _LineFinder) -> Seat:
    line = finder.header_line("seats")
    where = f"seats[{index}]"
    if not isinstance(seat, dict) or seat.get("seat") != SEATS[index]:
        raise _fail(line, f"{where}.seat", f"must be {SEATS[index]!r}")
    name, deck = seat.get("name"), seat.get("deck")
    if not isinstance(name, str) or not name:
        raise _fail(line, f"{where}.name", "a non-empty string")
    if not isinstance(deck, dict):
        raise _fail(line, f"{where}.deck", "an object with faction, agenda, plots, cards")
    faction, agenda = deck.get("faction"), deck.get("agenda")
    if not isinstance(faction, str):
        raise _fail(line, f"{where}.deck.faction", "a faction name string")
    if agenda is not None and not isinstance(agenda, str):
        raise _fail(line, f"{where}.deck.agenda", "a card code or null")
    sections = [_check_counts(deck.get(k), line, f"{where}.deck.{k}") for k in ("plots", "cards")]
    return Seat(SEATS[index], name, faction, agenda, sections[0], sections[1])


def _check_counts(value: Any, line: int, field: str) -> tuple[tuple[str, int], ...]:
    if not isinstance(value, dict):
        raise _fail(line, field, "an object of card code -> count")
    for code, count in value.items():
        if not _CODE_RE.fullmatch(code):
            raise _fail(line, f"{field}.{code}", "not a card code")
        if type(count) is not int or not 1 <= count <= 99:
            raise _fail(line, f"{field}.{code}", "a count from 1 to 99")
    return tuple(sorted(value.items()))


def check_event(event: Any, index: int) -> None:
    """Structural check of one event that would be number ``index + 1`` of a log."""
    try:
        _check_event(event, index)
    except _Problem as problem:
        raise _fail(0, problem.field, problem.message) from None


class _Problem(Exception):
    """A structural problem in an event, raised without its line: the line number is looked
    up only when a problem is reported (``path`` locates it inside a nested primitive)."""

    def __init__(self, field: str, message: str, path: str = "") -> None:
        super().__init__(message)
        self.field, self.message, self.path = field, message, path


def _check_event(event: Any, index: int) -> None:
    if not isinstance(event, dict):
        raise _Problem(f"events[{index}]", "an event is a JSON object")
    seq = event.get("seq")
    if type(seq) is not int or seq != index + 1:
        what = "duplicated or out of order" if type(seq) is int and 1 <= seq <= index else "wrong"
        raise _Problem(
            f"events[{index}].seq",
            f"{what}: must be {index + 1} (events are numbered 1, 2, 3 ... in order), "
            f"found {_shown(seq)}",
        )
    kind = event.get("type")
    if not isinstance(kind, str) or kind not in EVENT_FIELDS:
        raise _Problem(f"events[{index}].type", f"unknown event type {_shown(kind)}")
    required, checks = _EVENT_CHECKS[kind]
    try:
        _check_fields(event, required, checks)
    except _Problem as problem:
        where = f"event {seq} ({kind}){problem.path}"
        raise _Problem(problem.field, f"{where}: {problem.message}") from None


# A field check returns None for a good value, else what is wrong with it.
_Check = Callable[[Any], str | None]


def _check_fields(
    obj: dict[str, Any], required: tuple[str, ...], checks: dict[str, _Check]
) -> None:
    for name in required:
        if name not in obj:
            raise _Problem(name, "missing")
    for name, value in obj.items():
        check = checks.get(name)
        if check is None:
            raise _Problem(name, "unknown field")
        try:
            problem = check(value)
        except _Problem as inner:  # inside an effect primitive of this list field
            raise _Problem(inner.field, inner.message, f".{name}{inner.path}") from None
        if problem:
            raise _Problem(name, problem)


def _is_id(value: Any) -> bool:
    return isinstance(value, str) and ID_RE.match(value) is not None


def _check_ids(value: Any) -> str | None:
    if not isinstance(value, list) or len(value) > 200:
        return "a list of card instance ids"
    for v in value:
        if not _is_id(v):
            return f"not a card instance id: {_shown(v)}"
    return None


def _check_idmap(value: Any) -> str | None:
    if not isinstance(value, dict) or len(value) > 200:
        return "an object of card id -> card id"
    for v in [*value, *value.values()]:
        if not _is_id(v):
            return f"not a card instance id: {_shown(v)}"
    return None


def _check_prims(value: Any) -> str | None:
    if not isinstance(value, list) or len(value) > 100:
        return "a list of effect primitives"
    for i, prim in enumerate(value):
        if (
            not isinstance(prim, dict)
            or not isinstance(prim.get("op"), str)
            or prim["op"] not in PRIMITIVES
        ):
            op = prim.get("op") if isinstance(prim, dict) else prim
            return f"item {i}: unknown primitive {_shown(op)}"
        required, checks = _PRIMITIVE_CHECKS[prim["op"]]
        try:
            _check_fields(prim, required, checks)
        except _Problem as inner:
            raise _Problem(inner.field, inner.message, f"[{i}]{inner.path}") from None
    return None


def _check_int(value: Any) -> str | None:
    ok = type(value) is int and -MAX_INT <= value <= MAX_INT
    return None if ok else f"an integer from {-MAX_INT} to {MAX_INT}, found {_shown(value)}"


def _check_id(value: Any) -> str | None:
    return None if _is_id(value) else f"not a card instance id: {_shown(value)}"


def _check_bool(value: Any) -> str | None:
    return None if type(value) is bool else "true or false"


def _check_str(value: Any) -> str | None:
    return None if isinstance(value, str) else "a string"


def _check_code(value: Any) -> str | None:
    ok = isinstance(value, str) and _CODE_RE.fullmatch(value) is not None
    return None if ok else f"not a card code: {_shown(value)}"


def _check_codes(value: Any) -> str | None:
    if not isinstance(value, list) or len(value) > 20:
        return "a list of card codes"
    return next((problem for v in value if (problem := _check_code(v))), None)


def _check_seats(value: Any) -> str | None:
    if not isinstance(value, list) or len(value) > len(SEATS):
        return "a list of seats"
    return next((f"not a seat: {_shown(v)}" for v in value if v not in SEATS), None)


def _check_obj(value: Any) -> str | None:
    return None if isinstance(value, dict) else "an object"


def _check_meta(value: Any) -> str | None:
    return None  # seq, type and op: checked before the fields


def _enum_check(allowed: list[str]) -> _Check:
    def check(value: Any) -> str | None:
        return None if value in allowed else f"one of {allowed}, found {_shown(value)}"

    return check


_CHECKS: dict[str, _Check] = {
    "ids": _check_ids,
    "idmap": _check_idmap,
    "prims": _check_prims,
    "int": _check_int,
    "id": _check_id,
    "bool": _check_bool,
    "str": _check_str,
    "obj": _check_obj,
    "code": _check_code,
    "codes": _check_codes,
    "seats": _check_seats,
    "meta": _check_meta,
    **{tag: _enum_check(spec["enum"]) for tag, spec in _SCALAR_TYPES.items() if "enum" in spec},
}


def _compile(
    required: dict[str, str], allowed: dict[str, str]
) -> tuple[tuple[str, ...], dict[str, _Check]]:
    """A field table turned into (required names, name -> check), built once at import."""
    return tuple(required), {name: _CHECKS[tag] for name, tag in allowed.items()}


_EVENT_CHECKS = {
    kind: _compile(req, {**req, **opt, **COMMON_OPTIONAL, "seq": "meta", "type": "meta"})
    for kind, (req, opt) in EVENT_FIELDS.items()
}
_PRIMITIVE_CHECKS = {
    op: _compile(req, {**req, **opt, "op": "meta"}) for op, (req, opt) in PRIMITIVES.items()
}


def _schema_of(tag: str) -> Any:
    if tag == "ids":
        return {"type": "array", "items": _SCALAR_TYPES["id"], "maxItems": 200}
    if tag == "codes":
        return {"type": "array", "items": _SCALAR_TYPES["code"], "maxItems": 20}
    if tag == "seats":
        return {"type": "array", "items": _SCALAR_TYPES["seat"], "maxItems": len(SEATS)}
    if tag == "idmap":
        return {
            "type": "object",
            "propertyNames": _SCALAR_TYPES["id"],
            "additionalProperties": _SCALAR_TYPES["id"],
        }
    if tag == "prims":
        return {
            "type": "array",
            "maxItems": 100,
            "items": {
                "oneOf": [
                    _object_schema({**req, "op": "str"}, opt, {"op": {"const": op}})
                    for op, (req, opt) in PRIMITIVES.items()
                ]
            },
        }
    return _SCALAR_TYPES[tag]


def _object_schema(
    required: dict[str, str], optional: dict[str, str], extra: dict[str, Any]
) -> dict[str, Any]:
    props = {k: _schema_of(v) for k, v in {**optional, **required}.items()} | extra
    return {
        "type": "object",
        "required": sorted(required),
        "properties": props,
        "additionalProperties": False,
    }


def json_schema() -> dict[str, Any]:
    """The JSON Schema of the format, generated from the same tables the codec checks."""
    counts = {
        "type": "object",
        "propertyNames": {"pattern": "^[0-9A-Za-z_-]{1,16}$"},
        "additionalProperties": {"type": "integer", "minimum": 1, "maximum": 99},
    }
    deck = {
        "type": "object",
        "required": ["faction", "agenda", "plots", "cards"],
        "properties": {
            "faction": {"type": "string"},
            "agenda": {"type": ["string", "null"]},
            "plots": counts,
            "cards": counts,
        },
    }
    seat = {
        "type": "object",
        "required": ["seat", "name", "deck"],
        "properties": {
            "seat": {"enum": list(SEATS)},
            "name": {"type": "string", "minLength": 1},
            "deck": deck,
        },
    }
    events = [
        _object_schema(
            {**req, "seq": "int", "type": "str"},
            {**opt, **COMMON_OPTIONAL},
            {"type": {"const": kind}, "seq": {"type": "integer", "minimum": 1}},
        )
        for kind, (req, opt) in EVENT_FIELDS.items()
    ]
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://agot.example/match-log.schema.json",
        "title": "A Game of Thrones 2nd edition match log (agot-match-log/1)",
        "description": "Generated by engine.game.log.json_schema(); seq must also run 1, 2, 3 ...",
        "type": "object",
        "required": ["format", "ruleset", "card_data", "restricted_list", "seats", "events"],
        "properties": {
            "format": {"const": FORMAT},
            "ruleset": {"enum": list(RULESETS)},
            "options": {"type": "object"},
            "card_data": {"type": "string"},
            "restricted_list": {"type": ["string", "null"]},
            "seats": {
                "type": "array",
                "minItems": min(low for low, _ in RULESETS.values()),
                "maxItems": max(high for _, high in RULESETS.values()),
                "items": seat,
            },
            "events": {"type": "array", "items": {"oneOf": events}},
            "meta": {"type": "object"},
        },
    }
