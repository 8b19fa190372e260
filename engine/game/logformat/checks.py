"""The structural check of one event (``check_event``): its type, its fields and their
values against ``log_fields.EVENT_FIELDS`` and ``PRIMITIVES``, compiled once into checks."""

from __future__ import annotations

import reprlib
from collections.abc import Callable
from typing import Any, Final

from engine.game.logformat.events import EVENT_TYPES, GameEvent
from engine.game.logformat.fields import (
    CODE_RE,
    COMMON_OPTIONAL,
    EVENT_FIELDS,
    ID_RE,
    MAX_INT,
    PRIMITIVES,
    SCALAR_TYPES,
    SEATS,
    format_error,
)
from engine.game.logformat.readers import checked_reader, event_of

_SHORT: Final = reprlib.Repr()
_SHORT.maxlevel, _SHORT.maxstring, _SHORT.maxother = 3, 60, 60


def _shown(value: Any) -> str:
    """A bounded repr for error messages: a value nested a thousand deep or a megabyte long
    must neither recurse without end nor flood the message."""
    return _SHORT.repr(value)


def check_event(event: Any, index: int) -> None:
    """Structural check of one event that would be number ``index + 1`` of a log."""
    try:
        check_event_fields(event, index)
    except EventProblem as problem:
        raise format_error(0, problem.field, problem.message) from None


class EventProblem(Exception):
    """A structural problem in an event, raised without its line: the line number is looked
    up only when a problem is reported (``path`` locates it inside a nested primitive)."""

    def __init__(self, field: str, message: str, path: str = "") -> None:
        super().__init__(message)
        self.field, self.message, self.path = field, message, path


def check_event_fields(event: Any, index: int) -> None:
    if not isinstance(event, dict):
        raise EventProblem(f"events[{index}]", "an event is a JSON object")
    seq = event.get("seq")
    if type(seq) is not int or seq != index + 1:
        what = "duplicated or out of order" if type(seq) is int and 1 <= seq <= index else "wrong"
        raise EventProblem(
            f"events[{index}].seq",
            f"{what}: must be {index + 1} (events are numbered 1, 2, 3 ... in order), "
            f"found {_shown(seq)}",
        )
    kind = event.get("type")
    if not isinstance(kind, str) or kind not in EVENT_FIELDS:
        raise EventProblem(f"events[{index}].type", f"unknown event type {_shown(kind)}")
    required, checks = _EVENT_CHECKS[kind]
    try:
        _check_fields(event, required, checks)
    except EventProblem as problem:
        where = f"event {seq} ({kind}){problem.path}"
        raise EventProblem(problem.field, f"{where}: {problem.message}") from None


# A field check returns None for a good value, else what is wrong with it.
_Check = Callable[[Any], str | None]


def _check_fields(
    obj: dict[str, Any], required: tuple[str, ...], checks: dict[str, _Check]
) -> None:
    for name in required:
        if name not in obj:
            raise EventProblem(name, "missing")
    for name, value in obj.items():
        check = checks.get(name)
        if check is None:
            raise EventProblem(name, "unknown field")
        try:
            problem = check(value)
        except EventProblem as inner:  # inside an effect primitive of this list field
            raise EventProblem(inner.field, inner.message, f".{name}{inner.path}") from None
        if problem:
            raise EventProblem(name, problem)


# The card instance ids already matched: a log names the same few hundred ids over and over,
# and the pattern costs twenty times a set look-up. Bounded, as a worker reads log after log.
_KNOWN_IDS: Final[set[str]] = set()


def _is_id(value: Any) -> bool:
    if not isinstance(value, str):
        return False
    if value in _KNOWN_IDS:
        return True
    if ID_RE.match(value) is None:
        return False
    if len(_KNOWN_IDS) >= 50_000:
        _KNOWN_IDS.clear()
    _KNOWN_IDS.add(value)
    return True


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
        except EventProblem as inner:
            raise EventProblem(inner.field, inner.message, f"[{i}]{inner.path}") from None
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
    ok = isinstance(value, str) and CODE_RE.fullmatch(value) is not None
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


_CHECKS: Final[dict[str, _Check]] = {
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
    **{tag: _enum_check(spec["enum"]) for tag, spec in SCALAR_TYPES.items() if "enum" in spec},
}


def _compile(
    required: dict[str, str], allowed: dict[str, str]
) -> tuple[tuple[str, ...], dict[str, _Check]]:
    """A field table turned into (required names, name -> check), built once at import."""
    return tuple(required), {name: _CHECKS[tag] for name, tag in allowed.items()}


_EVENT_CHECKS: Final = {
    kind: _compile(req, {**req, **opt, **COMMON_OPTIONAL, "seq": "meta", "type": "meta"})
    for kind, (req, opt) in EVENT_FIELDS.items()
}
_PRIMITIVE_CHECKS: Final = {
    op: _compile(req, {**req, **opt, "op": "meta"}) for op, (req, opt) in PRIMITIVES.items()
}
# ``seq`` and ``type``: checked before the reader runs (``typed_event``)
_CHECKED_READERS: Final = {
    kind: checked_reader(
        EVENT_TYPES[kind],
        {name: None if check is _check_meta else check for name, check in checks.items()},
    )
    for kind, (_, checks) in _EVENT_CHECKS.items()
}


def typed_event(event: Any, index: int) -> GameEvent:
    """The typed event of a document's event ``index``, checked in one pass that checks each
    field as it reads it. On any problem the full check (``check_event_fields``) runs and
    raises it, naming the first problem in the document's order as the codec always has."""
    if type(event) is dict:
        kind, seq = event.get("type"), event.get("seq")
        reader = _CHECKED_READERS.get(kind) if type(kind) is str else None
        if reader is not None and type(seq) is int and seq == index + 1:
            try:
                typed = reader(event)
            except EventProblem:  # inside an effect primitive: reported by the full check
                typed = None
            if typed is not None:
                return typed
    check_event_fields(event, index)
    return event_of(event)  # not reached while the two passes agree (the codec's tests)
