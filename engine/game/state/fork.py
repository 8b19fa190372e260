"""A private copy of a game state to advance the framework on (``decisions.next_decision``,
the simulator's and the tests' probes), faster than ``copy.deepcopy``."""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.game.state.model import GameState


def fork(st: GameState) -> GameState:
    """A private copy of the state to advance the framework on. The state is a tree of
    mutable dataclasses, lists, dicts and sets over immutable values; frozen dataclasses (the
    card data) and named tuples (what happened) are shared. About 4x faster than
    ``copy.deepcopy`` (a tracker and the tests ask for a decision after every event)."""
    fork = _clone(st)
    assert isinstance(fork, GameState)
    return fork


_ATOMS = frozenset({str, int, float, bool, type(None), frozenset})
_FIELDS: dict[type, tuple[str, ...] | None] = {}  # field names, None: shared (frozen)


def _clone(value: Any) -> Any:
    """Atoms are tested inline before recursing: most leaves are ids, counts and flags."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is list:
        return [v if type(v) in _ATOMS else _clone(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _ATOMS else _clone(v) for k, v in value.items()}
    if kind is set:
        return set(value)  # of immutable values (ids, tuples of ids)
    if kind is tuple:
        return tuple(_clone(v) for v in value)
    if kind in _FIELDS:
        names = _FIELDS[kind]
    else:
        names = _FIELDS[kind] = _mutable_fields(kind)
    if names is None:
        return value  # frozen: shared
    # ``kind.__new__``: a class compiled by mypyc (engine.native) refuses ``object.__new__``
    new: Any = kind.__new__(kind)  # type: ignore[call-overload]
    for name in names:
        v = getattr(value, name)
        object.__setattr__(new, name, v if type(v) in _ATOMS else _clone(v))
    return new


def _mutable_fields(kind: type) -> tuple[str, ...] | None:
    if _is_frozen(kind):
        return None
    if not dataclasses.is_dataclass(kind):  # the state holds none: fail loudly, not subtly
        raise TypeError(f"fork: cannot copy a {kind.__name__} in the game state")
    return tuple(f.name for f in dataclasses.fields(kind))


def _is_frozen(kind: type) -> bool:
    if issubclass(kind, tuple):  # a named tuple (``effects.Happening``): immutable, shared
        return True
    params = getattr(kind, "__dataclass_params__", None)
    return bool(params is not None and params.frozen)
