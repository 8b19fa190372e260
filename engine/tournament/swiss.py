"""Swiss pairing as one maximum-weight matching ([T-SWISS-2..5], [T-OPEN-6]).

The players to pair are put in a *pairing order*: tournament points, highest first, and a
seeded shuffle inside each points group. Every allowed pair gets an integer weight
``BASE - cost``; the cost is lexicographic (each level outweighs everything below it):

1. a rematch in this stage ([T-SWISS-4]); only chosen if no rematch-free pairing exists,
2. the bye ([T-SWISS-5]): its cost is the receiver's distance from the lowest-ranked player
   without a bye (only players without a bye may receive it, unless every player had one),
3. the points gap of the pair, squared (same group first, then the nearest group down),
4. the squared distance in the pairing order: the seeded random term. Unconstrained, the
   optimum pairs neighbours in the pairing order, which is the regulations' procedure: random
   inside a group, the odd group's leftover (random) with a random player of the next group.

See docs/pairing.md for the proof that the sparse graph built here has the same optimum as
the dense graph over all pairs, and for the weight bounds.

>>> from engine.tournament.drops import PlayerEntry
>>> players = [PlayerEntry(p) for p in ("ann", "bob", "cat", "dan", "eve")]
>>> first = pair_swiss_round(players, [], round_number=1, seed="demo")
>>> [(p.table, p.player_a, p.player_b) for p in first.pairings]
[(1, 'bob', 'cat'), (2, 'dan', 'eve'), (None, 'ann', None)]
>>> first.pairings[-1].explanation
'bye: random player in round 1 [T-SWISS-5]'
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.tournament.drops import PlayerEntry, active_players
from engine.tournament.matching import PairingProblem
from engine.tournament.points import (
    DEFAULT_POINTS,
    MatchRecord,
    PointsTable,
    Stage,
    TournamentError,
)
from engine.tournament.standings import Standings, compute_standings

ALGORITHM_VERSION = "agot-swiss-mwm/1"


@dataclass(frozen=True)
class Pairing:
    """One table of a round; ``player_b`` None is the bye (no table number)."""

    table: int | None
    player_a: str
    player_b: str | None
    rematch: bool
    explanation: str

    @property
    def is_bye(self) -> bool:
        return self.player_b is None

    def to_dict(self) -> dict[str, Any]:
        return {
            "table": self.table,
            "player_a": self.player_a,
            "player_b": self.player_b,
            "rematch": self.rematch,
            "explanation": self.explanation,
        }


@dataclass(frozen=True)
class RoundPairing:
    """A round's pairings with what they were made from ([T-OPEN-5])."""

    round: int
    seed: str
    algorithm_version: str
    pairings: tuple[Pairing, ...]
    forced_rematches: int
    standings: Standings

    def to_records(self) -> list[MatchRecord]:
        """Records to store: games pending a result, the bye already a win ([T-SWISS-5])."""
        return [
            MatchRecord.bye(self.round, p.player_a)
            if p.player_b is None
            else MatchRecord.game(self.round, p.player_a, p.player_b, None)
            for p in self.pairings
        ]

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "seed": self.seed,
            "algorithm_version": self.algorithm_version,
            "pairings": [pairing.to_dict() for pairing in self.pairings],
            "forced_rematches": self.forced_rematches,
            "standings": self.standings.to_dict(),
        }


def pair_swiss_round(
    players: Sequence[PlayerEntry],
    matches: Sequence[MatchRecord],
    round_number: int,
    seed: str,
    points: PointsTable = DEFAULT_POINTS,
) -> RoundPairing:
    """Pair Swiss round ``round_number`` from the results of the earlier rounds.

    Every active player is paired exactly once; dropped and disqualified players never
    ([T-DROP-1]). The same inputs and seed give the same pairings, whatever the input order.
    Raises :class:`TournamentError` if an earlier round has a pending result or this round
    already has records ([T-OPEN-5]).
    """
    swiss = _earlier_swiss_records(matches, round_number)
    standings = compute_standings(players, swiss, seed, points, through_round=round_number - 1)
    problem = build_problem(players, swiss, round_number, seed, standings)
    mate = problem.solve()
    pairings = _pairings(problem, mate, standings, round_number)
    rematches = sum(1 for p in pairings if p.rematch)
    return RoundPairing(round_number, seed, ALGORITHM_VERSION, pairings, rematches, standings)


def _earlier_swiss_records(matches: Sequence[MatchRecord], round_number: int) -> list[MatchRecord]:
    swiss = [m for m in matches if m.stage is Stage.SWISS]
    if any(m.round >= round_number for m in swiss):
        raise TournamentError("T-OPEN-5", f"round {round_number} or later already has records")
    pending = sorted({m.round for m in swiss if m.result is None})
    if pending:
        raise TournamentError("T-OPEN-5", f"results missing in round(s) {pending}")
    return swiss


def pairing_order_key(seed: str, round_number: int, player_id: str) -> str:
    """Seeded shuffle key for "random within the points group" ([T-SWISS-2], [T-SWISS-3])."""
    text = f"T-SWISS-3|{seed}|{round_number}|{player_id}"
    return hashlib.sha256(text.encode()).hexdigest()


def build_problem(
    players: Sequence[PlayerEntry],
    swiss: Sequence[MatchRecord],
    round_number: int,
    seed: str,
    standings: Standings,
) -> PairingProblem:
    """The matching problem of one round (public for tests and the benchmark)."""
    active = [p.id for p in active_players(players, round_number)]
    active.sort(
        key=lambda pid: (-standings.row(pid).points, pairing_order_key(seed, round_number, pid))
    )
    index = {pid: i for i, pid in enumerate(active)}
    points = tuple(standings.row(pid).points for pid in active)
    forbidden = _earlier_opponents(swiss, index)
    candidates = _bye_candidates(active, standings)
    everyone_had_bye = all(standings.row(pid).byes > 0 for pid in active)
    by_index = tuple(index[c] for c in candidates)
    return PairingProblem(tuple(active), points, forbidden, by_index, everyone_had_bye)


def _earlier_opponents(
    swiss: Sequence[MatchRecord], index: dict[str, int]
) -> tuple[frozenset[int], ...]:
    met: list[set[int]] = [set() for _ in index]
    for match in swiss:
        if match.player_b in index and match.player_a in index:
            a, b = index[match.player_a], index[match.player_b]
            met[a].add(b)
            met[b].add(a)
    return tuple(frozenset(opponents) for opponents in met)


def _bye_candidates(active: list[str], standings: Standings) -> list[str]:
    """Lowest-ranked first; players without a bye, or everyone if all had one ([T-SWISS-5])."""
    by_rank = sorted(active, key=lambda pid: -standings.row(pid).rank)
    without_bye = [pid for pid in by_rank if standings.row(pid).byes == 0]
    return without_bye or by_rank


def _pairings(
    problem: PairingProblem, mate: dict[int, int], standings: Standings, round_number: int
) -> tuple[Pairing, ...]:
    rank = {pid: standings.row(pid).rank for pid in problem.order}
    games: list[tuple[str, str, bool, str]] = []
    bye: Pairing | None = None
    for i, j in sorted(mate.items()):
        if j == problem.bye_node:
            bye = Pairing(
                None, problem.order[i], None, False, _bye_reason(problem, i, round_number)
            )
        elif i < j:
            a, b = sorted((problem.order[i], problem.order[j]), key=rank.__getitem__)
            games.append((a, b, j in problem.forbidden[i], _pair_reason(problem, i, j)))
    games.sort(key=lambda game: rank[game[0]])
    tables = [Pairing(t, a, b, rematch, why) for t, (a, b, rematch, why) in enumerate(games, 1)]
    return (*tables, bye) if bye else tuple(tables)


def _pair_reason(problem: PairingProblem, i: int, j: int) -> str:
    high, low = problem.points[i], problem.points[j]
    reason = (
        f"same points group ({high}) [T-SWISS-3]"
        if high == low
        else f"floated down from group {high} to {low} [T-SWISS-3]"
    )
    if j in problem.forbidden[i]:
        return f"rematch forced: no rematch-free pairing exists [T-OPEN-6]; {reason}"
    return reason


def _bye_reason(problem: PairingProblem, i: int, round_number: int) -> str:
    if round_number == 1:
        return "bye: random player in round 1 [T-SWISS-5]"
    position = problem.bye_candidates.index(i)
    who = (
        "every active player has had a bye, so the lowest-ranked player"
        if problem.everyone_had_bye
        else "lowest-ranked player without a bye"
    )
    if position == 0:
        return f"bye: {who} [T-SWISS-5]"
    return (
        f"bye: {who} whose bye avoids a rematch ({position} lower-ranked candidate(s) "
        "would force one) [T-SWISS-5] [T-OPEN-6]"
    )
