"""JSON events read into their typed events (``engine.game.log_events``).

Each event type gets a reader written from its dataclass's fields, one statement a field, as
``dataclasses`` writes ``__init__``: a frozen dataclass's ``__init__`` sets each field through
``object.__setattr__`` after a keyword call, and even a loop over the fields cost a few percent
of a whole replay (bench/replay.py ``codec_s``). Two kinds:

* ``event_of`` / ``event_as``: a JSON event the engine trusts (an offered option, a checked
  document); a missing required or an unknown field is a ``TypeError``;
* ``checked_reader``: the codec's single pass over a document's event, which checks each
  field's value as it reads it and gives None on the first problem, so that the codec's full
  check (``log_checks.check_event_fields``) then names the problem exactly as it always has.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import MISSING, fields
from typing import Any, TypeVar

from engine.game.log_events import EVENT_TYPES, GameEvent

Check = Callable[[Any], str | None]  # None for a good value, else what is wrong with it
Reader = Callable[[Mapping[str, Any]], GameEvent]
CheckedReader = Callable[[Mapping[str, Any]], GameEvent | None]


def _write(cls: type[GameEvent], checks: Mapping[str, Check | None] | None) -> Callable[..., Any]:
    """The source of a reader of ``cls``'s JSON, compiled. With ``checks`` (by field name)
    each value is checked and a problem returns None; without, a problem is a TypeError."""
    space: dict[str, Any] = {"new": object.__new__, "cls": cls}
    space["known"] = frozenset({"type", *(f.name for f in fields(cls))})
    unknown = "raise TypeError(f'{cls.TYPE} event: unknown field(s) {sorted(set(doc) - known)}')"
    lines = ["def read(doc):", "    if not doc.keys() <= known:"]
    lines += ["        return None" if checks is not None else f"        {unknown}"]
    lines += ["    ev = new(cls)"]
    for i, f in enumerate(fields(cls)):
        space[f"put{i}"] = getattr(cls, f.name).__set__
        lines += [f"    if {f.name!r} in doc:", f"        v = doc[{f.name!r}]"]
        if checks is not None and checks[f.name] is not None:  # None: checked before (seq)
            space[f"check{i}"] = checks[f.name]
            lines += [f"        if check{i}(v):", "            return None"]
        lines += [f"        put{i}(ev, v)", "    else:"]
        if f.default_factory is not MISSING:
            space[f"fresh{i}"] = f.default_factory
            lines += [f"        put{i}(ev, fresh{i}())"]
        elif f.default is not MISSING:
            space[f"default{i}"] = f.default
            lines += [f"        put{i}(ev, default{i})"]
        elif checks is not None:
            lines += ["        return None"]
        else:
            missing = f"{cls.TYPE} event: missing field {f.name!r}"
            lines += [f"        raise TypeError({missing!r})"]
    lines += ["    return ev"]
    exec("\n".join(lines), space)  # written from the dataclass's own fields, no outside input
    return space["read"]  # type: ignore[no-any-return]


def checked_reader(cls: type[GameEvent], checks: Mapping[str, Check | None]) -> CheckedReader:
    """A reader that checks each field with ``checks`` as it reads it: the typed event, or
    None when a field is missing, unknown or bad (a check may also raise its own problem). A
    field whose check is None is read unchecked (the caller checked it first: ``seq``)."""
    read: CheckedReader = _write(cls, checks)
    return read


_READERS: dict[str, Reader] = {kind: _write(cls, None) for kind, cls in EVENT_TYPES.items()}


def event_of(doc: Mapping[str, Any]) -> GameEvent:
    """The typed event of a structurally checked JSON event (``log_checks.check_event``)."""
    return _READERS[doc["type"]](doc)


E = TypeVar("E", bound=GameEvent)


def event_as(cls: type[E], doc: Mapping[str, Any]) -> E:
    """The typed event of a checked JSON event of the type ``cls`` (an offered ability ...)."""
    ev = event_of(doc)
    if not isinstance(ev, cls):
        raise TypeError(f"a {ev.type} event, not {cls.TYPE}")
    return ev
