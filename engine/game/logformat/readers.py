"""JSON events read into their typed events (``engine.game.logformat.events``).

An event's fields live in its instance ``__dict__`` (the event classes are frozen dataclasses
without slots), so reading a JSON event is one copy of its dict: the optional fields it leaves
out read their dataclass default from the class, and those with a ``default_factory`` (an
optional list or object) get a fresh value. The frozen ``__init__`` (``object.__setattr__``
per field) made the codec about twice as slow, and a reader written per class in Python still
cost seven times the JSON parse (bench/replay_instructions.py); this module is compiled with
the replay (engine.native). Two kinds:

* ``event_of`` / ``event_as``: a JSON event the engine trusts (an offered option, a checked
  document); a missing required or an unknown field is a ``TypeError``;
* ``checked_reader``: the codec's single pass over a document's event, which checks each
  field's value as it reads it and gives None on the first problem, so that the codec's full
  check (``log_checks.check_event_fields``) then names the problem exactly as it always has.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import MISSING, fields
from typing import Any, Final, NamedTuple, TypeVar

from engine.game.logformat.events import EVENT_TYPES, GameEvent

Check = Callable[[Any], str | None]  # None for a good value, else what is wrong with it
CheckedReader = Callable[[dict[str, Any]], GameEvent | None]


class _Layout(NamedTuple):
    """What reading one event type needs, from its dataclass's fields."""

    cls: type[GameEvent]
    known: frozenset[str]  # its fields and "type"
    required: tuple[str, ...]
    fresh: tuple[tuple[str, Callable[[], Any]], ...]  # optional fields with a default_factory


def _layout(cls: type[GameEvent]) -> _Layout:
    required, fresh = [], []
    for f in fields(cls):
        if f.default_factory is not MISSING:
            fresh.append((f.name, f.default_factory))
        elif f.default is MISSING:
            required.append(f.name)
    known = frozenset({"type", *(f.name for f in fields(cls))})
    return _Layout(cls, known, tuple(required), tuple(fresh))


def _typed(layout: _Layout, doc: Mapping[str, Any]) -> GameEvent:
    """The event of ``doc``'s fields (all of them known and the required ones present)."""
    values = dict(doc)
    del values["type"]  # a class attribute of every event type
    for name, fresh in layout.fresh:
        if name not in values:
            values[name] = fresh()
    cls = layout.cls
    ev: GameEvent = object.__new__(cls)
    object.__setattr__(ev, "__dict__", values)  # frozen: no other way in
    return ev


class _CheckedReader:
    """``checked_reader``'s reader: the typed event, or None on the first problem."""

    def __init__(self, layout: _Layout, checks: Mapping[str, Check | None]) -> None:
        self.layout = layout
        self.checks: dict[str, Check | None] = {name: checks[name] for name in layout.known}

    def __call__(self, doc: dict[str, Any]) -> GameEvent | None:
        checks = self.checks
        for name, value in doc.items():
            check = checks.get(name, _unknown)
            if check is not None and check(value):
                return None  # a bad value, or an unknown field
        for name in self.layout.required:
            if name not in doc:
                return None
        return _typed(self.layout, doc)


def _unknown(value: Any) -> str:
    """The check of a field the event type does not have: every value is a problem (one
    look-up in the reader's loop finds the check or this)."""
    return "unknown field"


def checked_reader(cls: type[GameEvent], checks: Mapping[str, Check | None]) -> CheckedReader:
    """A reader that checks each field with ``checks`` (by name, "type" included) as it reads
    it: the typed event, or None when a field is missing, unknown or bad (a check may also
    raise its own problem). A field whose check is None is read unchecked (the caller checked
    it first: ``seq``, ``type``)."""
    return _CheckedReader(_LAYOUTS[cls.TYPE], checks)


_LAYOUTS: Final[dict[str, _Layout]] = {kind: _layout(cls) for kind, cls in EVENT_TYPES.items()}


def event_of(doc: Mapping[str, Any]) -> GameEvent:
    """The typed event of a structurally checked JSON event (``log_checks.check_event``)."""
    layout = _LAYOUTS[doc["type"]]
    unknown = doc.keys() - layout.known
    if unknown:
        raise TypeError(f"{layout.cls.TYPE} event: unknown field(s) {sorted(unknown)}")
    for name in layout.required:
        if name not in doc:
            raise TypeError(f"{layout.cls.TYPE} event: missing field {name!r}")
    return _typed(layout, doc)


E = TypeVar("E", bound=GameEvent)


def event_as(cls: type[E], doc: Mapping[str, Any]) -> E:
    """The typed event of a checked JSON event of the type ``cls`` (an offered ability ...)."""
    ev = event_of(doc)
    if not isinstance(ev, cls):
        raise TypeError(f"a {ev.type} event, not {cls.TYPE}")
    return ev
