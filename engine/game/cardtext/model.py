"""The shapes of a card script: what a card's text does, as small declarations.

A ``Script`` holds the card's constant abilities (``Constant``: functions from the state to the
derived-state ``Contribution`` values they add) and its triggered abilities (``Ability``:
kind, timing, costs, targets, limit, effect). ``Use`` is one logged use of an ability, as the
replay checks it. The vocabulary that builds these from the printed words is
``engine.game.cardtext.vocab``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState
from engine.game.state.parts import RuleError

Prim = dict[str, Any]  # an effect or cost primitive, as the log writes it
# (state, the card bearing the text) -> its contributions now
ConstantFn = Callable[[GameState, CardInst], Sequence[Contribution]]
# (state, the card bearing the text, a target) -> its contributions to that target now
ConstantToFn = Callable[[GameState, CardInst, str | int | None], Sequence[Contribution]]
# (state, use) -> the primitives the text produces from the logged choices
EffectFn = Callable[[GameState, "Use"], list[Prim]]
# (state, use, candidate id) -> whether the candidate meets the text
TargetFn = Callable[[GameState, "Use", str], bool]
# (state, use, happening) -> whether the happening is this ability's triggering condition
TriggerFn = Callable[[GameState, "Use", Happening], bool]
# (state, use) -> None when the play restriction / condition holds, else why not
ConditionFn = Callable[[GameState, "Use"], str | None]


def answering(*kinds: str) -> Callable[[TriggerFn], TriggerFn]:
    """Declare that a trigger is False for every happening whose kind is not among ``kinds``
    (so it need not be asked; tests/engine/cards/test_trigger_kinds.py checks every forced
    one). A trigger that declares nothing is asked about every happening."""

    def declare(trigger: TriggerFn) -> TriggerFn:
        _KINDS_ANSWERED[trigger] = frozenset(kinds)
        return trigger

    return declare


def kinds_answered(trigger: TriggerFn) -> frozenset[str] | None:
    """The happening kinds ``trigger`` declared it can be true of, or None: any kind."""
    return _KINDS_ANSWERED.get(trigger)


# The only happening kinds each declared trigger can be true of (``answering``): the forced
# abilities are asked only about those (``engine.game.framework.forced``). Kept beside the
# functions, not on them (a trigger compiled by mypyc, engine.native, takes no new
# attribute); triggers belong to registered scripts, which live as long as the process.
_KINDS_ANSWERED: dict[TriggerFn, frozenset[str]] = {}


@dataclass(frozen=True, slots=True)
class Constant:
    """A constant ability ([R-CONST-1..4]): active while its card is where ``zones`` says
    (in play by default; a plot while revealed, an agenda always)."""

    kinds: frozenset[str]  # the contribution kinds it can add (the provider asks by kind)
    contribute: ConstantFn
    # ("hand",) / ("discard",): the text works while its card is in its owner's hand ("Reduce
    # the cost to ambush Areo Hotah") or discard pile ("you may marshal X from your discard
    # pile"), and only there
    zones: tuple[str, ...] = ("play",)
    # Optional shortcuts for a question about one target ("does Benjen's text forbid this
    # character to stand?", ``effects.applies``): ``contribute_to`` gives exactly the
    # contributions of ``contribute`` to that target, in their order, without working out
    # the others; ``names`` every name its contributions can have. None: not known (the
    # whole answer is worked out and filtered).
    contribute_to: ConstantToFn | None = None
    names: frozenset[str] | None = None


@dataclass(frozen=True, slots=True)
class Target:
    """ "Choose ..." ([R-TARGET-1..9]): between ``low`` and ``high`` distinct cards meeting
    ``test``. ``zone`` is where candidates are looked for (play by default)."""

    test: TargetFn
    low: int = 1
    high: int = 1
    what: str = "a card"  # the printed requirement, for error messages
    factions: bool = False  # faction cards ("A:faction") are candidates too ("or faction card")


@dataclass(frozen=True, slots=True)
class Cost:
    """One part of a cost ([R-COST-2..8]): ``expect`` gives the cost primitives the text
    demands, given what the log chose (a cost naming "a character" is chosen by the log;
    "kneel X" names itself). It raises ``RuleError`` for a choice the text does not allow."""

    expect: Callable[[GameState, Use, list[Prim]], list[Prim]]
    what: str


@dataclass(frozen=True, slots=True)
class Limit:
    """ "Limit N per period" ([R-LIMIT-1]) or "Max N per period" ([R-LIMIT-3], all copies
    by title)."""

    times: int
    period: str  # challenge | phase | round | game
    by_title: bool = False


@dataclass(frozen=True, slots=True)
class Ability:
    """A triggered ability ([R-TRIGGERED-1]): ``kind`` as the log names it (action, reaction,
    interrupt, forced, when_revealed); ``phase`` for "Marshaling Action:" and the like;
    ``trigger`` for reactions, interrupts and forced ones."""

    kind: str
    label: str  # a phrase of the text, for the tracker and errors ("after you win a challenge")
    effect: EffectFn
    phase: str | None = None
    trigger: TriggerFn | None = None
    costs: tuple[Cost, ...] = ()
    targets: tuple[Target, ...] = ()
    condition: ConditionFn | None = None
    limit: Limit | None = None
    choices: tuple[str, ...] = ()  # a named choice the log gives in ``choice``
    from_zones: tuple[str, ...] = ()  # out-of-play areas it is used from ([R-ABIL-6])
    # an interrupt to a leave-play that is about to happen ("would be killed or discarded"):
    # logged before it, it saves; the leave-play must follow (engine.game.state.saves). Also
    # ("initiate",) for a cancel of effects about to initiate: the cancelled ability follows
    would: tuple[str, ...] = ()
    # its effect reads a chance outcome the log states (a card discarded at random): a forced
    # one cannot resolve by itself, it waits to be logged like one with a choice
    chance: bool = False


@dataclass(frozen=True, slots=True)
class Script:
    """Everything a card's text does. ``play`` restrictions of an event ("Play only during a
    challenge") are its abilities' ``condition``."""

    code: str
    constants: tuple[Constant, ...] = ()
    abilities: tuple[Ability, ...] = ()
    note: str = ""  # why the text needs no more than this (e.g. "deckbuilding only")


# The key of ``Use.extra`` a cost's check sets to the seat whose gold pool pays its gold
# ("You may only use gold from the losing opponent's gold pool": Loot), instead of the user's
# ([R-COST-3])
PAID_BY = "paid_by"


@dataclass(slots=True)
class Use:
    """One logged use of an ability: who, which card, what was chosen, what happened."""

    seat: int
    source: str
    ability: Ability
    index: int  # 1-based among the card's abilities
    targets: list[str]
    costs: list[Prim]
    choice: str | None
    stated: list[Prim] | None  # the effects the log states (chance outcomes are read here)
    answers: Happening | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    # True when the engine offers the use (simulator, tracker): chance outcomes are drawn from
    # the state (the top of the deck) instead of read from the log
    offering: bool = False

    @property
    def chosen(self) -> str:
        """The logged choice of an ability with ``choices`` (``verify`` has refused a use
        without one of them before its effect runs: [R-TARGET-1])."""
        if self.choice is None:
            raise RuleError(
                "R-TARGET-1", f"{self.source}: the text needs a choice (field 'choice')"
            )
        return self.choice

    def outcome(self, op: str) -> list[Prim]:
        """The stated primitives of ``op`` (a draw's cards, a random discard): chance
        outcomes the engine cannot derive and reads from the log."""
        return [p for p in (self.stated or []) if p.get("op") == op]
