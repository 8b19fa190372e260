"""What card text adds to the framework, as values the core can read without knowing cards.

Three kinds of value, all plain data:

* ``Contribution``: one piece of derived state a constant ability or a lasting effect adds
  ("+1 STR to this character", "an additional military challenge for seat A", "this character
  cannot be declared as a defender"). The core asks ``contributions(st, kind)`` whenever it
  needs a number or a permission ([R-CONST-2], [R-LASTING-1]); nothing is stored.
* ``Lasting``: a contribution with a duration, created by a triggered ability ("until the end
  of the phase"), kept in ``GameState.lasting`` and expired with the framework's durations.
* ``Happening``: a triggering condition that just resolved ("A won a military challenge",
  "A:01090#1 entered play"); reactions answer the happenings still open ([R-REACTION-3]).

The card scripts (``engine.game.cardtext``) install the provider of constant abilities with
``install``: the core never imports them, so the import arrows point one way (core <- text).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class Contribution:
    """One derived-state piece: ``kind`` says what it changes, ``target`` what it applies to
    (a card id, or a seat index for player-wide effects), ``name`` a sub-kind (an icon, a
    keyword, a plot value, a challenge type, what is forbidden) and ``value`` how much."""

    kind: str
    target: str | int | None
    value: int = 0
    name: str = ""
    source: str = ""  # the card id whose text it comes from (for the viewer and errors)


@dataclass(slots=True)
class Lasting:
    """A contribution created by an ability, until ``until`` ends ([R-LASTING-1..3]).
    ``uses`` counts down one-shot effects ("the next character you marshal"); None: no limit."""

    contribution: Contribution
    until: str  # challenge | phase | round | game | plot ... (log_fields.DURATIONS)
    uses: int | None = None
    order: int = 0
    seat: int | None = None  # the seat whose ability made it ("the next challenge you initiate")


@dataclass(frozen=True, slots=True)
class Happening:
    """A triggering condition that resolved: ``kind`` (``entered_play``, ``won_challenge``,
    ``killed`` ...), the seat it concerns, the card it concerns and its details."""

    kind: str
    seat: int | None = None
    card: str | None = None
    seq: int = 0
    data: tuple[tuple[str, Any], ...] = field(default=())

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default


class GameState(Protocol):
    """What this module reads and writes of ``engine.game.state.GameState`` (a protocol, so
    that the state can import this module and not the other way round)."""

    seq: int
    lasting: list[Lasting]
    happened: list[Happening]
    forced_queue: list[Happening]


# Installed from above: they take the full state (``Any`` here, the protocol being narrower).
Provider = Callable[[Any, str], list[Contribution]]


def _no_text(st: GameState, kind: str) -> list[Contribution]:
    return []


_provider: list[Provider] = [_no_text]
Settler = Callable[[Any], None]


def _nothing_forced(st: GameState) -> None:
    st.forced_queue.clear()


_settler: list[Settler] = [_nothing_forced]


def install(provider: Provider) -> None:
    """Install the provider of constant abilities (``engine.game.cardtext`` does, on import)."""
    _provider[0] = provider


def install_settler(settler: Settler) -> None:
    """Install what resolves forced abilities after a game action (``engine.game.forced``)."""
    _settler[0] = settler


def settle(st: GameState) -> None:
    """A game action finished: forced abilities whose triggering condition happened during it
    resolve now ([R-FORCED-1]), never in the middle of the framework's own changes."""
    if st.forced_queue:
        _settler[0](st)


def contributions(st: GameState, kind: str) -> list[Contribution]:
    """Every contribution of ``kind`` in force: constant abilities of the cards in play, then
    lasting effects, in the order they began."""
    found = _provider[0](st, kind)
    if st.lasting:  # one waiting for "the next challenge you initiate" is not in force yet
        found = found + [
            e.contribution
            for e in st.lasting
            if e.contribution.kind == kind and e.until != "next_challenge"
        ]
    return found


def total(st: GameState, kind: str, target: str | int | None, name: str = "") -> int:
    """The sum of the values of ``kind`` contributions to ``target`` (and ``name``)."""
    return sum(
        c.value
        for c in contributions(st, kind)
        if c.target == target and (not name or c.name == name)
    )


def applies(st: GameState, kind: str, target: str | int | None, name: str = "") -> bool:
    """Whether some ``kind`` contribution applies to ``target`` (with ``name``)."""
    return any(c.target == target and (not name or c.name == name) for c in contributions(st, kind))


def happen(
    st: GameState, kind: str, seat: int | None = None, card: str | None = None, **data: Any
) -> None:
    """A triggering condition resolved: reactions to it may follow ([R-REACTION-3]), forced
    ones resolve at the next ``settle``."""
    happening = Happening(kind, seat, card, st.seq, tuple(sorted(data.items())))
    st.happened.append(happening)
    st.forced_queue.append(happening)


def close_windows(st: GameState) -> None:
    """The game moved on: the reaction windows of what happened so far close
    ([R-REACTION-5])."""
    if st.happened:
        st.happened = []
