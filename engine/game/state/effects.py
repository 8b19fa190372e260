"""What card text adds to the framework, as values the core can read without knowing cards.

Three kinds of value, all plain data:

* ``Contribution``: one piece of derived state a constant ability or a lasting effect adds
  ("+1 STR to this character", "an additional military challenge for seat A", "this character
  cannot be declared as a defender"). The core asks ``contributions(st, kind)`` whenever it
  needs a number or a permission ([R-CONST-2], [R-LASTING-1]); nothing is stored.
* ``Lasting``: a contribution with a duration, created by a triggered ability ("until the end
  of the phase"), kept in ``EffectsState.lasting`` and expired with the framework's durations.
* ``Happening``: a triggering condition that just resolved ("A won a military challenge",
  "A:01090#1 entered play"); reactions answer the happenings still open ([R-REACTION-3]).

The card scripts (``engine.game.cardtext``) install the provider of constant abilities with
``install``: the core never imports them, so the import arrows point one way (core <- text).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Concatenate, Final, NamedTuple, ParamSpec, TypeVar


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


class Happening(NamedTuple):
    """A triggering condition that resolved: ``kind`` (``entered_play``, ``won_challenge``,
    ``killed`` ...), the seat it concerns, the card it concerns and its details (by key).
    Immutable, compared field by field; a named tuple, not a frozen dataclass, because
    ``happen`` makes one for nearly every change of the game and a tuple is made faster."""

    kind: str
    seat: int | None = None
    card: str | None = None
    seq: int = 0
    data: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default


@dataclass(frozen=True, slots=True)
class TextSources:
    """By contribution kind, what the card-text registry found in force: the card ids whose
    constant abilities may add that kind, with those abilities
    (``engine.game.cardtext.registry``; typed ``Any`` here, as this module knows no card).
    Frozen and never changed once built: a fork of the state (``engine.game.state.fork``) shares it,
    which is right since it names cards by id. Declared here, not in the registry, so that the
    compiled engine reads ``by_kind`` as a field after every event and step, not by name."""

    by_kind: dict[str, tuple[Any, ...]]
    # its keys as a set: ``may_apply`` tests a few kinds against them after every event and
    # step, and ``frozenset.isdisjoint`` of a dict walks all its keys, of a set the fewer
    kinds: frozenset[str]


_new_tuple: Final = tuple.__new__
_HAPPENING: Final = Happening  # a static for the compiled engine, not a globals look-up


@dataclass(slots=True, kw_only=True)
class EffectsState:
    """The part of the game state this module reads and writes:
    ``engine.game.state.model.GameState`` extends it, so the state imports this module and not
    the other way round. A base class rather than a protocol: the compiled engine
    (engine.native) reads a base class's fields directly, a protocol's through Python's
    attribute look-up, and these are read after every event and step. Keyword-only: the
    state's own fields keep their places in its ``__init__``."""

    seq: int = 0
    # lasting effects of abilities, and the triggering conditions whose reaction windows are
    # open ([R-LASTING-1], [R-REACTION-4])
    lasting: list[Lasting] = field(default_factory=list)
    happened: list[Happening] = field(default_factory=list)
    # moves of cards between areas so far: the card-text registry keeps the cards whose
    # constant abilities may apply, by contribution kind, computed once per value
    # (``text_sources``): (the ``zone_version`` it was worked out at, the sources by every kind
    # the provider may add then)
    zone_version: int = 0
    text_sources: tuple[int, TextSources | None] = (-1, None)
    # the cards of this game whose text works from an out-of-play area (hand, discard pile),
    # wherever they are now: found once per game by the registry (None: not yet)
    area_text_cards: tuple[str, ...] | None = None
    # forced abilities ([R-FORCED-1]): what happened and is not yet looked at, and the forced
    # abilities that need a choice and so must be logged next (source, ability index)
    forced_queue: list[Happening] = field(default_factory=list)
    forced_due: list[tuple[str, int]] = field(default_factory=list)


# Installed from above: they take the full state (``Any`` here, the protocol being narrower).
Provider = Callable[[Any, str], list[Contribution]]
# The same for one target and name (empty: any): the provider's answer filtered, in order
ProviderTo = Callable[[Any, str, str | int | None, str], list[Contribution]]


def _no_text(st: EffectsState, kind: str) -> list[Contribution]:
    return []


def _no_text_to(
    st: EffectsState, kind: str, target: str | int | None, name: str
) -> list[Contribution]:
    return []


_provider: Final[list[Provider]] = [_no_text]
_provider_to: Final[list[ProviderTo]] = [_no_text_to]
KindsFn = Callable[[Any], Iterable[str]]  # the kinds the provider may add now
_kinds: Final[list[KindsFn]] = [lambda st: ()]
# By code, for the cards whose text the provider or the settler reads (constant or forced
# abilities), filled as scripts register: the areas where that text applies ("play", "plot",
# "agenda", and "hand", "discard" or "used" for a text that works from there). Only their
# moves into or out of those areas change which texts apply: ``zones`` counts them in
# ``EffectsState.zone_version``.
TEXT_AREAS: Final[dict[str, frozenset[str]]] = {}
Settler = Callable[[Any], None]


def _nothing_forced(st: EffectsState) -> None:
    st.forced_queue.clear()


_settler: Final[list[Settler]] = [_nothing_forced]


def install(
    provider: Provider, kinds: KindsFn | None = None, provider_to: ProviderTo | None = None
) -> None:
    """Install the provider of constant abilities (``engine.game.cardtext`` does, on import),
    what says which kinds it may add now (``kinds``: see ``may_apply``) and its answer for
    one target (``provider_to``: see ``contributions_to``)."""
    _provider[0] = provider
    if kinds is not None:
        _kinds[0] = kinds
    if provider_to is not None:
        _provider_to[0] = provider_to


def _cached_kinds(st: EffectsState) -> frozenset[str] | None:
    """The kinds the provider may add, from its cache in the state when that is current
    (``EffectsState.text_sources``), else None: ask the provider. Read here to spare a call for
    a kind no text in force adds (nearly every question)."""
    version, text = st.text_sources
    return text.kinds if text is not None and version == st.zone_version else None


def may_apply(st: EffectsState, kinds: frozenset[str]) -> bool:
    """Whether a contribution of one of ``kinds`` may be in force: a card whose text applies
    has a constant ability of that kind, or a lasting effect is of it. No ability is asked:
    the checks made after every event and framework step skip their work on False."""
    cached = None if VERIFY_MEMO else _cached_kinds(st)  # (tests: the provider checks it)
    present = cached if cached is not None else _kinds[0](st)
    if not kinds.isdisjoint(present):  # one call in C: this runs after every step
        return True
    for effect in st.lasting:  # noqa: SIM110 (no generator: this runs after every step)
        if effect.contribution.kind in kinds:
            return True
    return False


def install_settler(settler: Settler) -> None:
    """Install what resolves forced abilities after a game action
    (``engine.game.framework.forced``)."""
    _settler[0] = settler


def settle(st: EffectsState) -> None:
    """A game action finished: forced abilities whose triggering condition happened during it
    resolve now ([R-FORCED-1]), never in the middle of the framework's own changes. A due one
    is looked at again even when nothing happened: a melee concession eliminates its player
    without a happening, and an eliminated player's forced ability no longer resolves
    ([R-ELIM-1])."""
    if st.forced_queue or st.forced_due:
        _settler[0](st)


def contributions(st: EffectsState, kind: str) -> list[Contribution]:
    """Every contribution of ``kind`` in force: constant abilities of the cards in play, then
    lasting effects, in the order they began. Inside ``read_only`` each kind is worked out
    once (the list is shared: callers only read it)."""
    memo: dict[str, list[Contribution]] | None = _memo[1] if _memo[0] is st else None
    if memo is not None:
        found = memo.get(kind)
        if found is not None:
            if VERIFY_MEMO:
                _verify(st, kind, found)
            return found
    cached = _cached_kinds(st)
    found = [] if cached is not None and kind not in cached else _provider[0](st, kind)
    if st.lasting:  # one waiting for "the next challenge you initiate" is not in force yet
        found = found + [
            e.contribution
            for e in st.lasting
            if e.contribution.kind == kind and e.until != "next_challenge"
        ]
    if memo is not None:
        memo[kind] = found
    return found


# The state whose ``read_only`` scope is open and the contributions worked out in it, by kind.
_memo: Final[list[Any]] = [None, None]
# Tests set it: every memoised answer is worked out again and compared (a "read-only" check
# that changed the state would be caught here, not as a wrong verdict), and so is every
# answer for one target (``contributions_to``) with the whole answer filtered.
VERIFY_MEMO = False
T = TypeVar("T")
S = TypeVar("S", bound=EffectsState)
P = ParamSpec("P")


def read_only(st: EffectsState, query: Callable[[], T]) -> T:
    """Run ``query``, which reads the state and never changes it (an event's check), with the
    contributions of each kind worked out once: a check asks the same kinds for every
    candidate card (stealth targets, legal defenders, costs)."""
    if _memo[0] is st:  # nested: the outer scope's memo holds
        return query()
    outer = _memo[:]
    _memo[0], _memo[1] = st, {}
    try:
        return query()
    finally:
        _memo[0], _memo[1] = outer


def reads_only(query: Callable[Concatenate[S, P], T]) -> Callable[Concatenate[S, P], T]:
    """Declare a function of the state that reads it and never changes it (the STR of a
    challenge's sides, dominance totals): its calls run inside ``read_only``."""

    @functools.wraps(query)
    def run(st: S, /, *args: P.args, **kwargs: P.kwargs) -> T:
        return read_only(st, lambda: query(st, *args, **kwargs))

    return run


def _verify(st: EffectsState, kind: str, found: list[Contribution]) -> None:
    outer = _memo[:]
    _memo[0] = None
    try:
        fresh = contributions(st, kind)
    finally:
        _memo[0], _memo[1] = outer
    if fresh != found:
        raise AssertionError(f"the state changed inside effects.read_only ({kind}: {found})")


def contributions_to(
    st: EffectsState, kind: str, target: str | int | None, name: str = ""
) -> list[Contribution]:
    """The contributions of ``kind`` to ``target`` (named ``name`` unless it is empty), in
    the order of ``contributions``. Inside ``read_only`` the memoised answer for the kind is
    filtered (a check asks about many targets); outside, only what may concern the target is
    worked out (the provider's ``provider_to``: most questions are about one card, and
    "each Ranger you control cannot be bypassed" need not look at every card in play)."""
    if _memo[0] is st:
        return [
            c
            for c in contributions(st, kind)
            if c.target == target and (not name or c.name == name)
        ]
    cached = _cached_kinds(st)
    if cached is not None and kind not in cached:
        found = []
    else:
        found = _provider_to[0](st, kind, target, name)
    if st.lasting:  # as in ``contributions``
        for e in st.lasting:
            c = e.contribution
            if (
                c.kind == kind
                and c.target == target
                and (not name or c.name == name)
                and e.until != "next_challenge"
            ):
                found.append(c)
    if VERIFY_MEMO:
        _verify_to(st, kind, target, name, found)
    return found


def _verify_to(
    st: EffectsState, kind: str, target: str | int | None, name: str, found: list[Contribution]
) -> None:
    whole = [
        c for c in contributions(st, kind) if c.target == target and (not name or c.name == name)
    ]
    if whole != found:
        raise AssertionError(f"the answer for one target differs ({kind}, {target}: {found})")


def total(st: EffectsState, kind: str, target: str | int | None, name: str = "") -> int:
    """The sum of the values of ``kind`` contributions to ``target`` (and ``name``)."""
    found = 0
    # inside ``read_only`` the memoised whole answer, else the target's (``contributions_to``)
    whole = _memo[0] is st
    for c in contributions(st, kind) if whole else contributions_to(st, kind, target, name):
        if c.target == target and (not name or c.name == name):  # loops: asked very often
            found += c.value
    return found


def applies(st: EffectsState, kind: str, target: str | int | None, name: str = "") -> bool:
    """Whether some ``kind`` contribution applies to ``target`` (with ``name``)."""
    whole = _memo[0] is st  # as in ``total``
    for c in contributions(st, kind) if whole else contributions_to(st, kind, target, name):
        if c.target == target and (not name or c.name == name):
            return True
    return False


def happen(
    st: EffectsState, kind: str, seat: int | None = None, card: str | None = None, **data: Any
) -> None:
    """A triggering condition resolved: reactions to it may follow ([R-REACTION-3]), forced
    ones resolve at the next ``settle``."""
    # the details by key; compiled, sorting even one item cost a thousand instructions
    if not data:
        details: tuple[tuple[str, Any], ...] = ()
    elif len(data) == 1:
        details = tuple(data.items())
    else:
        details = tuple(sorted(data.items()))
    # ``Happening(...)`` without its Python ``__new__`` (the same tuple, made in C)
    happening = _new_tuple(_HAPPENING, (kind, seat, card, st.seq, details))
    st.happened.append(happening)
    st.forced_queue.append(happening)


def close_windows(st: EffectsState) -> None:
    """The game moved on: the reaction windows of what happened so far close
    ([R-REACTION-5])."""
    if st.happened:
        st.happened = []
