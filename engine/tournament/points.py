"""Results, outcomes and the points table ([T-PTS-1..3]).

A result is stored as a :class:`MatchRecord`: one Swiss or elimination game, a bye or an
unpaired loss. Each record gives every player in it one :class:`Outcome`, and the event's
:class:`PointsTable` turns outcomes into tournament points.

>>> record = MatchRecord.game(1, "ann", "bob", Result.A_MODIFIED_WIN)
>>> [(o.player_id, o.outcome.value, o.opponent_id) for o in outcomes_of(record)]
[('ann', 'modified_win', 'bob'), ('bob', 'loss', 'ann')]
>>> PointsTable().points(Outcome.MODIFIED_WIN)
4
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import Any


class TournamentError(ValueError):
    """A rule of tournament.md is broken; ``rule`` is its id (e.g. ``T-SWISS-6``)."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"[{rule}] {message}")
        self.rule = rule
        self.message = message

    def to_dict(self) -> dict[str, str]:
        return {"rule": self.rule, "message": self.message}


class Stage(StrEnum):
    """A stage ends at a cut ([T-SWISS-4]); standings use the Swiss stage only ([T-OPEN-4])."""

    SWISS = "swiss"
    ELIMINATION = "elimination"


class Outcome(StrEnum):
    """What one player got from one record ([T-PTS-1], [T-PTS-2])."""

    WIN = "win"
    MODIFIED_WIN = "modified_win"
    LOSS = "loss"
    BYE = "bye"
    UNPAIRED_LOSS = "unpaired_loss"


class Result(StrEnum):
    """The stored result of a record, seen from ``player_a``. There are no draws ([T-END-2])."""

    A_WIN = "a_win"
    A_MODIFIED_WIN = "a_modified_win"
    B_WIN = "b_win"
    B_MODIFIED_WIN = "b_modified_win"
    BYE = "bye"
    UNPAIRED_LOSS = "unpaired_loss"


_SOLO_RESULTS = (Result.BYE, Result.UNPAIRED_LOSS)
_GAME_OUTCOMES: dict[Result, tuple[Outcome, Outcome]] = {
    Result.A_WIN: (Outcome.WIN, Outcome.LOSS),
    Result.A_MODIFIED_WIN: (Outcome.MODIFIED_WIN, Outcome.LOSS),
    Result.B_WIN: (Outcome.LOSS, Outcome.WIN),
    Result.B_MODIFIED_WIN: (Outcome.LOSS, Outcome.MODIFIED_WIN),
}


@dataclass(frozen=True)
class PointsTable:
    """Tournament points per outcome: 5/4/0, bye 5, unpaired loss 0 by default ([T-PTS-3])."""

    win: int = 5
    modified_win: int = 4
    loss: int = 0
    bye: int = 5
    unpaired_loss: int = 0

    def points(self, outcome: Outcome) -> int:
        return int(getattr(self, outcome.value))

    def to_dict(self) -> dict[str, int]:
        return {outcome.value: self.points(outcome) for outcome in Outcome}


DEFAULT_POINTS = PointsTable()

MELEE_TABLE_SIZES = (3, 4)  # the only table sizes a melee round seats ([T-MELEE-1])
_DEFAULT_MELEE_PLACES = ((3, (5, 2, 0)), (4, (5, 3, 1, 0)))


@dataclass(frozen=True)
class MeleePointsTable:
    """Tournament points of a melee event by finishing place and table size ([T-MELEE-1]).

    The regulations never published melee scoring, so it is an event setting. The default
    (docs/decisions/melee-events.md): the winner of any table scores 5 like a joust win and
    last place 0; the middle places spread between. A bye is a win (5), as in joust.

    >>> table = MeleePointsTable()
    >>> [table.points(place, 4) for place in (1, 2, 3, 4)], table.points(2, 3)
    ([5, 3, 1, 0], 2)
    >>> MeleePointsTable.from_dict(table.to_dict()) == table
    True
    """

    by_size: tuple[tuple[int, tuple[int, ...]], ...] = _DEFAULT_MELEE_PLACES
    bye: int = 5
    unpaired_loss: int = 0

    def __post_init__(self) -> None:
        # Every round seats tables of 3 and 4 only (engine.tournament.melee.table_sizes); a
        # size left out would only fail later, when standings are computed.
        sizes = sorted(size for size, _ in self.by_size)
        if sizes != list(MELEE_TABLE_SIZES):
            raise TournamentError(
                "T-MELEE-1",
                "a melee points table gives the points of every place at a table of 3 and at "
                f"a table of 4, once each (got table sizes {sizes or 'none'})",
            )
        for size, places in self.by_size:
            if len(places) != size:
                raise TournamentError(
                    "T-MELEE-1", f"a table of {size} needs {size} place points, got {len(places)}"
                )
            if any(worse > better for better, worse in itertools.pairwise(places)):
                raise TournamentError(
                    "T-MELEE-1", f"a better place never scores less (table of {size})"
                )

    def points(self, place: int, table_size: int) -> int:
        places = dict(self.by_size).get(table_size)
        if places is None or not 1 <= place <= table_size:
            raise TournamentError(
                "T-MELEE-1", f"no points for place {place} at a table of {table_size}"
            )
        return places[place - 1]

    def to_dict(self) -> dict[str, Any]:
        return {
            "tables": {str(size): list(places) for size, places in self.by_size},
            "bye": self.bye,
            "unpaired_loss": self.unpaired_loss,
        }

    @classmethod
    def from_dict(cls, p: dict[str, Any]) -> MeleePointsTable:
        tables = p["tables"]
        if not all(str(size).isdigit() for size in tables):
            raise TournamentError(
                "T-MELEE-1", f"table sizes are numbers: 3 and 4, not {', '.join(map(str, tables))}"
            )
        by_size = tuple(sorted((int(size), tuple(places)) for size, places in tables.items()))
        return cls(by_size, p.get("bye", 5), p.get("unpaired_loss", 0))


DEFAULT_MELEE_POINTS = MeleePointsTable()


@dataclass(frozen=True)
class MatchRecord:
    """One game, bye or unpaired loss of one round. ``result`` None means not reported yet.

    ``player_b`` is None exactly for a bye or an unpaired loss.
    """

    round: int
    player_a: str
    player_b: str | None
    result: Result | None
    stage: Stage = Stage.SWISS

    def __post_init__(self) -> None:
        if self.round < 1:
            raise TournamentError("T-SWISS-1", f"round numbers start at 1, got {self.round}")
        solo = self.result in _SOLO_RESULTS
        if solo != (self.player_b is None) and self.result is not None:
            raise TournamentError("T-PTS-1", f"{self.result} does not fit the players given")
        if self.player_b is None and self.result is None:
            raise TournamentError("T-SWISS-5", "a record without opponent must be a bye or loss")
        if self.player_a == self.player_b:
            raise TournamentError("T-SWISS-6", f"{self.player_a} cannot play themselves")

    @classmethod
    def game(
        cls, round: int, a: str, b: str, result: Result | None, stage: Stage = Stage.SWISS
    ) -> MatchRecord:
        return cls(round, a, b, result, stage)

    @classmethod
    def bye(cls, round: int, player: str, stage: Stage = Stage.SWISS) -> MatchRecord:
        return cls(round, player, None, Result.BYE, stage)

    @classmethod
    def unpaired_loss(cls, round: int, player: str) -> MatchRecord:
        return cls(round, player, None, Result.UNPAIRED_LOSS, Stage.SWISS)

    @property
    def players(self) -> tuple[str, ...]:
        return (self.player_a,) if self.player_b is None else (self.player_a, self.player_b)

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "player_a": self.player_a,
            "player_b": self.player_b,
            "result": None if self.result is None else self.result.value,
            "stage": self.stage.value,
        }


@dataclass(frozen=True)
class PlayerOutcome:
    player_id: str
    outcome: Outcome
    opponent_id: str | None


def outcomes_of(record: MatchRecord) -> tuple[PlayerOutcome, ...]:
    """The outcome of each player of a reported record; () while the result is pending."""
    if record.result is None:
        return ()
    if record.player_b is None:
        outcome = Outcome.BYE if record.result is Result.BYE else Outcome.UNPAIRED_LOSS
        return (PlayerOutcome(record.player_a, outcome, None),)
    out_a, out_b = _GAME_OUTCOMES[record.result]
    return (
        PlayerOutcome(record.player_a, out_a, record.player_b),
        PlayerOutcome(record.player_b, out_b, record.player_a),
    )


def fraction_to_dict(value: Fraction, places: int = 4) -> dict[str, str]:
    """Exact value as "n/d" plus a rounded decimal for display.

    >>> fraction_to_dict(Fraction(10, 3))
    {'exact': '10/3', 'display': '3.3333'}
    """
    scaled = round(value * 10**places)  # exact rounding (half to even) before formatting
    sign = "-" if scaled < 0 else ""
    whole, part = divmod(abs(scaled), 10**places)
    display = f"{sign}{whole}.{part:0{places}d}" if places else f"{sign}{whole}"
    return {"exact": f"{value.numerator}/{value.denominator}", "display": display}
