"""The ``Handler`` record: how one event type is replayed. Interpreted: mypyc cannot create a
generic class compiled, and the record only holds the compiled functions it names."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from engine.game.logformat.events import GameEvent
from engine.game.state.model import GameState

E = TypeVar("E", bound=GameEvent)


@dataclass(frozen=True, slots=True)
class Handler(Generic[E]):
    """How one event type is replayed: the typed event it takes (``event``, whose ``RULE`` says
    where the event is allowed), where it fits, its check and its apply."""

    event: type[E]
    fits: Callable[[GameState, E], bool]
    check: Callable[[GameState, E], None]
    apply: Callable[[GameState, E], None]

    @property
    def rule(self) -> str:
        return self.event.RULE
