"""Standings: a fold over the Swiss results ([T-PTS-*], [T-TB-1..4], [T-OPEN-1..4]).

Order: tournament points, then SoS ([T-TB-1]), then ESoS ([T-TB-2]), then a seeded random
value ([T-TB-3]); no head-to-head ([T-TB-4]). All averages are exact ``Fraction`` values, so
equal values are real ties. Choices the regulations leave open:

- a bye is not an opponent (no SoS term) but counts as a round played and its points count
  ([T-OPEN-1]); unpaired losses count as rounds played ([T-OPEN-2]); a dropped opponent counts
  with the rounds they actually played ([T-OPEN-3]); only Swiss records count ([T-OPEN-4]);
- a player without opponents has SoS 0 and ESoS 0 (there is nothing to average);
- a forced rematch counts that opponent once per game played;
- pending results (``result is None``) are ignored.

>>> from engine.tournament.drops import PlayerEntry
>>> from engine.tournament.points import MatchRecord, Result
>>> players = [PlayerEntry(p) for p in ("ann", "bob", "cat")]
>>> matches = [MatchRecord.game(1, "ann", "bob", Result.A_WIN), MatchRecord.bye(1, "cat")]
>>> table = compute_standings(players, matches, seed="s1")
>>> [(row.rank, row.player_id, row.points, str(row.sos)) for row in table.rows]
[(1, 'ann', 5, '0'), (2, 'cat', 5, '0'), (3, 'bob', 0, '5')]
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from engine.tournament.drops import PlayerEntry, PlayerStatus
from engine.tournament.points import (
    DEFAULT_POINTS,
    MatchRecord,
    MeleePointsTable,
    Outcome,
    PlayerOutcome,
    PointsTable,
    Stage,
    TournamentError,
    fraction_to_dict,
    outcomes_of,
)

ZERO = Fraction(0)


def random_tiebreak(seed: str, player_id: str) -> str:
    """The player's reproducible random tiebreak ([T-TB-3]): lower ranks higher.

    A SHA-256 of the stored seed and the player id, never Python's salted ``hash()``.

    >>> random_tiebreak("event-42", "ann")
    'c3c911a66ade5522'
    """
    return hashlib.sha256(f"T-TB-3|{seed}|{player_id}".encode()).hexdigest()[:16]


@dataclass(frozen=True)
class StandingRow:
    rank: int
    player_id: str
    points: int
    sos: Fraction
    esos: Fraction
    random_tiebreak: str
    wins: int
    modified_wins: int
    losses: int
    byes: int
    unpaired_losses: int
    opponents: tuple[str, ...]
    rounds_played: int
    status: PlayerStatus
    places: tuple[int, ...] = ()  # melee finishing places, by round ([T-MELEE-1])

    @property
    def active(self) -> bool:
        return self.status is PlayerStatus.ACTIVE

    @property
    def total_wins(self) -> int:
        """Wins of any kind, a bye included (a bye is a win, [T-PTS-1])."""
        return self.wins + self.modified_wins + self.byes

    def to_dict(self) -> dict[str, Any]:
        return {
            "rank": self.rank,
            "player_id": self.player_id,
            "points": self.points,
            "sos": fraction_to_dict(self.sos),
            "esos": fraction_to_dict(self.esos),
            "random_tiebreak": self.random_tiebreak,
            "wins": self.wins,
            "modified_wins": self.modified_wins,
            "losses": self.losses,
            "byes": self.byes,
            "unpaired_losses": self.unpaired_losses,
            "opponents": list(self.opponents),
            "rounds_played": self.rounds_played,
            "status": self.status.value,
            "active": self.active,
            **({"places": list(self.places)} if self.places else {}),
        }


@dataclass(frozen=True)
class Standings:
    rows: tuple[StandingRow, ...]
    seed: str
    through_round: int
    points_table: PointsTable | MeleePointsTable = DEFAULT_POINTS
    _by_id: dict[str, StandingRow] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_id", {row.player_id: row for row in self.rows})

    def row(self, player_id: str) -> StandingRow:
        return self._by_id[player_id]

    def to_dict(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "through_round": self.through_round,
            "points_table": self.points_table.to_dict(),
            "rows": [row.to_dict() for row in self.rows],
        }


@dataclass(frozen=True)
class Score:
    """What one player got from one record of one round: a joust game, a bye, an unpaired
    loss or a melee table (whose ``opponents`` are everyone else seated there)."""

    round: int
    player_id: str
    outcome: Outcome
    points: int
    opponents: tuple[str, ...] = ()
    place: int | None = None


@dataclass
class _Tally:
    """Mutable accumulator of one player's record, private to the fold."""

    points: int = 0
    counts: dict[Outcome, int] = field(default_factory=lambda: defaultdict(int))
    opponents: list[tuple[int, str]] = field(default_factory=list)
    rounds: set[int] = field(default_factory=set)
    places: list[tuple[int, int]] = field(default_factory=list)


def compute_standings(
    players: Sequence[PlayerEntry],
    matches: Iterable[MatchRecord],
    seed: str,
    points: PointsTable = DEFAULT_POINTS,
    through_round: int | None = None,
) -> Standings:
    """Swiss standings after ``through_round`` (default: the last round with a record).

    The result does not depend on the order of ``matches``. Raises :class:`TournamentError`
    for a record naming an unregistered player or a player twice in one round.
    """
    swiss = [m for m in matches if m.stage is Stage.SWISS]  # [T-OPEN-4]
    scores = [
        Score(m.round, o.player_id, o.outcome, points.points(o.outcome), _opponent(o))
        for m in swiss
        for o in outcomes_of(m)
    ]
    return standings_from_scores(players, scores, seed, points, through_round)


def _opponent(outcome: PlayerOutcome) -> tuple[str, ...]:
    return () if outcome.opponent_id is None else (outcome.opponent_id,)


def standings_from_scores(
    players: Sequence[PlayerEntry],
    scores: Iterable[Score],
    seed: str,
    points: PointsTable | MeleePointsTable = DEFAULT_POINTS,
    through_round: int | None = None,
) -> Standings:
    """Standings from Swiss scores of any format: the one ranking rule of joust and melee
    ([T-TB-1..3]); ``points`` is only reported with them."""
    kept = [s for s in scores if through_round is None or s.round <= through_round]
    last_round = max((s.round for s in kept), default=0)
    tallies = _fold(players, kept)
    ratios = {pid: _points_per_round(tally) for pid, tally in tallies.items()}
    sos = {pid: _average(ratios, tally) for pid, tally in tallies.items()}
    esos = {pid: _average(sos, tally) for pid, tally in tallies.items()}
    unranked = [
        _row(p, tallies[p.id], sos[p.id], esos[p.id], seed, last_round + 1) for p in players
    ]
    unranked.sort(key=lambda r: (-r.points, -r.sos, -r.esos, r.random_tiebreak, r.player_id))
    rows = tuple(_with_rank(row, index + 1) for index, row in enumerate(unranked))
    return Standings(rows, seed, through_round or last_round, points)


def _fold(players: Sequence[PlayerEntry], scores: Iterable[Score]) -> dict[str, _Tally]:
    tallies = {player.id: _Tally() for player in players}
    if len(tallies) != len(players):
        raise TournamentError("T-SWISS-6", "a player id is registered twice")
    for score in scores:
        _add(tallies, score)
    return tallies


def _add(tallies: dict[str, _Tally], got: Score) -> None:
    tally = tallies.get(got.player_id)
    if tally is None:
        raise TournamentError("T-SWISS-6", f"result for unregistered player {got.player_id}")
    if got.round in tally.rounds:
        raise TournamentError("T-SWISS-6", f"{got.player_id} has two results in round {got.round}")
    tally.rounds.add(got.round)
    tally.points += got.points
    tally.counts[got.outcome] += 1
    # a bye is not an opponent [T-OPEN-1]; a melee table gives one term per opponent seated
    tally.opponents += [(got.round, opponent) for opponent in got.opponents]
    if got.place is not None:
        tally.places.append((got.round, got.place))


def _points_per_round(tally: _Tally) -> Fraction:
    """TP(o) / Rounds(o); byes and unpaired losses are rounds played ([T-OPEN-1], [T-OPEN-2])."""
    return Fraction(tally.points, len(tally.rounds)) if tally.rounds else ZERO


def _average(values: dict[str, Fraction], tally: _Tally) -> Fraction:
    """Mean of ``values`` over the player's opponents; 0 without opponents ([T-TB-1])."""
    if not tally.opponents:
        return ZERO
    return sum((values[opponent] for _, opponent in tally.opponents), ZERO) / len(tally.opponents)


def _row(
    player: PlayerEntry, tally: _Tally, sos: Fraction, esos: Fraction, seed: str, next_round: int
) -> StandingRow:
    return StandingRow(
        rank=0,
        player_id=player.id,
        points=tally.points,
        sos=sos,
        esos=esos,
        random_tiebreak=random_tiebreak(seed, player.id),
        wins=tally.counts[Outcome.WIN],
        modified_wins=tally.counts[Outcome.MODIFIED_WIN],
        losses=tally.counts[Outcome.LOSS],
        byes=tally.counts[Outcome.BYE],
        unpaired_losses=tally.counts[Outcome.UNPAIRED_LOSS],
        opponents=tuple(opponent for _, opponent in sorted(tally.opponents)),
        rounds_played=len(tally.rounds),
        status=player.status_for_round(next_round),
        places=tuple(place for _, place in sorted(tally.places)),
    )


def _with_rank(row: StandingRow, rank: int) -> StandingRow:
    return replace(row, rank=rank)
