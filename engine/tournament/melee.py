"""Melee events: Swiss-style rounds of tables of 3 or 4, places and standings ([T-MELEE-1]).

A round seats every active player once at a table of 4, or of 3 where the count requires it
(never 2 or 5; :func:`table_sizes`). Five players cannot be seated that way, so one of them
gets a bye, chosen as a joust bye is ([T-SWISS-5]); fewer than three cannot play.

Assignment (:func:`assign_tables`) is "grouping by score, then fewest repeat opponents":

1. the *seating order*: tournament points, highest first, a seeded shuffle inside each points
   group (the joust pairing order, [T-SWISS-2], [T-SWISS-3]);
2. tables of 4 are filled down that order, then tables of 3: neighbours in points sit together;
3. a local search swaps players between tables while it lowers the cost, compared
   lexicographically: first the *repeat pairs* (two players at one table who already shared
   one in this stage, counted once per earlier meeting, [T-SWISS-4]), then the *points spread*
   (the sum over each table's pairs of the squared points gap, as [T-OPEN-6] does for joust).
   Swaps are tried from the tables with a repeat, nearest tables first, so the search stays
   cheap on big events; a few seeded restarts follow when repeats are left on small events.

Standings rank like joust ([T-TB-1..3]): points from the event's
:class:`~engine.tournament.points.MeleePointsTable`, then SoS and ESoS over *table opponents*
(every other player seated at each of the player's tables, one term each), then the seeded
random value.

>>> from engine.tournament.drops import PlayerEntry
>>> players = [PlayerEntry(f"p{i}") for i in range(1, 8)]
>>> first = assign_tables(players, melee_standings(players, [], [], "s"), [], 1, "s")
>>> [len(t.seats) for t in first.tables], first.byes, first.repeat_pairs
([4, 3], (), 0)
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.tournament.drops import PlayerEntry, active_players
from engine.tournament.points import (
    DEFAULT_MELEE_POINTS,
    MatchRecord,
    MeleePointsTable,
    Outcome,
    Result,
    TournamentError,
)
from engine.tournament.standings import Score, Standings, standings_from_scores
from engine.tournament.swiss import pairing_order_key

ALGORITHM_VERSION = "agot-melee-tables/1"
SMALL_EVENT = 24  # up to this many seated players, restarts hunt for fewer repeats
RESTARTS = 12


def table_sizes(count: int) -> tuple[int, ...]:
    """Table sizes seating ``count`` players: as many tables of 4 as possible, then 3s.

    >>> table_sizes(4), table_sizes(6), table_sizes(11), table_sizes(512)[-1]
    ((4,), (3, 3), (4, 4, 3), 4)
    >>> table_sizes(5)
    Traceback (most recent call last):
    ...
    engine.tournament.points.TournamentError: [T-MELEE-1] 5 players cannot sit at tables of 3 or 4
    """
    tables = -(-count // 4)
    threes = 4 * tables - count
    if count < 3 or threes > tables:
        raise TournamentError("T-MELEE-1", f"{count} players cannot sit at tables of 3 or 4")
    return (4,) * (tables - threes) + (3,) * threes


def byes_needed(count: int) -> int:
    """Byes so the rest can be seated: one for five players, else none ([T-SWISS-5])."""
    if count < 3:
        raise TournamentError("T-MELEE-1", f"a melee round needs 3 active players, not {count}")
    return 1 if count == 5 else 0


@dataclass(frozen=True)
class TableResult:
    """A reported melee table: each seated player's finishing place (1 = winner)."""

    round: int
    places: Mapping[str, int]

    def scores(self, points: MeleePointsTable) -> list[Score]:
        """Each player scores the points of his or her place; players sharing a place each
        score that place's points, and a shared first place is a win for each
        (docs/decisions/melee-events.md, "Tied places")."""
        size = len(self.places)
        return [
            Score(
                self.round,
                player,
                Outcome.WIN if place == 1 else Outcome.LOSS,
                points.points(place, size),
                tuple(sorted(other for other in self.places if other != player)),
                place,
            )
            for player, place in self.places.items()
        ]


def check_places(seats: Sequence[str], places: Mapping[str, int]) -> None:
    """Every seat gets one place, ranked as the game engine ranks a melee ([T-MELEE-1]):
    tied players (level on power at time, or eliminated together) share the best place they
    cover and the next place skips, so each place is one more than the number of players
    placed better (1, 2, 2, 4; or 1, 1, 3).

    >>> check_places("abcd", {"a": 1, "b": 2, "c": 2, "d": 4})
    >>> try:
    ...     check_places("abc", {"a": 1, "b": 1, "c": 2})  # after a shared 1st comes 3rd
    ... except TournamentError as error:
    ...     print(error.rule)
    T-MELEE-1
    """
    if set(places) != set(seats):
        raise TournamentError(
            "T-MELEE-1", f"give a place for exactly the seated players {', '.join(seats)}"
        )
    given = list(places.values())
    if any(place != 1 + sum(other < place for other in given) for place in given):
        raise TournamentError(
            "T-MELEE-1",
            f"places must be 1 to {len(seats)}; tied players share the best place they cover "
            "and the next place skips (1, 2, 2, 4)",
        )


def melee_standings(
    players: Sequence[PlayerEntry],
    tables: Sequence[TableResult],
    solo: Sequence[MatchRecord],
    seed: str,
    points: MeleePointsTable = DEFAULT_MELEE_POINTS,
    through_round: int | None = None,
) -> Standings:
    """Melee standings from reported tables and the byes and unpaired losses in ``solo``."""
    scores = [score for table in tables for score in table.scores(points)]
    scores += [_solo_score(record, points) for record in solo if record.result is not None]
    return standings_from_scores(players, scores, seed, points, through_round)


def _solo_score(record: MatchRecord, points: MeleePointsTable) -> Score:
    """A bye is a win, 5 by default ([T-PTS-1]); an unpaired loss 0 ([T-PTS-2])."""
    if record.result is Result.BYE:
        return Score(record.round, record.player_a, Outcome.BYE, points.bye)
    return Score(record.round, record.player_a, Outcome.UNPAIRED_LOSS, points.unpaired_loss)


@dataclass(frozen=True)
class MeleeTable:
    """One table of a round; ``repeats`` are pairs seated here who met earlier this stage."""

    number: int
    seats: tuple[str, ...]
    repeats: tuple[tuple[str, str], ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "seats": list(self.seats),
            "repeats": [list(pair) for pair in self.repeats],
        }


@dataclass(frozen=True)
class TableAssignment:
    """A round's tables and byes with what they were made from ([T-OPEN-5])."""

    round: int
    seed: str
    algorithm_version: str
    tables: tuple[MeleeTable, ...]
    byes: tuple[str, ...]
    standings: Standings

    @property
    def repeat_pairs(self) -> int:
        return sum(len(t.repeats) for t in self.tables)

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "seed": self.seed,
            "algorithm_version": self.algorithm_version,
            "tables": [table.to_dict() for table in self.tables],
            "byes": list(self.byes),
            "repeat_pairs": self.repeat_pairs,
            "standings": self.standings.to_dict(),
        }


def assign_tables(
    players: Sequence[PlayerEntry],
    standings: Standings,
    history: Sequence[Sequence[str]],
    round_number: int,
    seed: str,
) -> TableAssignment:
    """Seat the active players of ``round_number`` (see the module doc).

    ``standings`` are those after the earlier rounds; ``history`` holds the seats of every
    earlier table of the stage. The same inputs give the same tables, whatever their order.
    """
    active = [p.id for p in active_players(players, round_number)]
    active.sort(
        key=lambda pid: (-standings.row(pid).points, pairing_order_key(seed, round_number, pid))
    )
    byes = _byes(active, standings, round_number)
    seated = [pid for pid in active if pid not in byes]
    search = _Search(seated, [standings.row(pid).points for pid in seated], history)
    groups = search.best_seating(table_sizes(len(seated)), random.Random(f"{seed}/{round_number}"))
    tables = tuple(
        MeleeTable(n, seats, search.repeats_at(seats)) for n, seats in enumerate(groups, 1)
    )
    return TableAssignment(round_number, seed, ALGORITHM_VERSION, tables, byes, standings)


def _byes(active: list[str], standings: Standings, round_number: int) -> tuple[str, ...]:
    """Round 1: the last player of the (random) seating order; later the lowest-ranked player
    without a bye, or the lowest-ranked if everyone had one ([T-SWISS-5])."""
    if byes_needed(len(active)) == 0:
        return ()
    if round_number == 1:
        return (active[-1],)
    by_rank = sorted(active, key=lambda pid: -standings.row(pid).rank)
    without_bye = [pid for pid in by_rank if standings.row(pid).byes == 0]
    return ((without_bye or by_rank)[0],)


Cost = tuple[int, int]  # (repeat pairs, points spread), compared lexicographically


class _Search:
    """Local search over seatings of players ``0..n-1`` (indices into the seating order)."""

    def __init__(self, order: list[str], points: list[int], history: Sequence[Sequence[str]]):
        self.order = order
        self.points = points
        index = {pid: i for i, pid in enumerate(order)}
        self.met: list[dict[int, int]] = [defaultdict(int) for _ in order]
        for seats in history:
            present = [index[pid] for pid in seats if pid in index]
            for a in present:
                for b in present:
                    if a != b:
                        self.met[a][b] += 1

    def best_seating(self, sizes: tuple[int, ...], rng: random.Random) -> list[tuple[str, ...]]:
        tables = self._fill(list(range(len(self.order))), sizes)
        best, best_cost = tables, self._improve(tables)
        restarts = RESTARTS if len(self.order) <= SMALL_EVENT else 0
        for _ in range(restarts):
            if best_cost[0] == 0:
                break
            shuffled = list(range(len(self.order)))
            rng.shuffle(shuffled)
            tables = self._fill(shuffled, sizes)
            cost = self._improve(tables)
            if cost < best_cost:
                best, best_cost = tables, cost
        return [tuple(self.order[i] for i in sorted(table)) for table in best]

    @staticmethod
    def _fill(order: list[int], sizes: tuple[int, ...]) -> list[list[int]]:
        tables, start = [], 0
        for size in sizes:
            tables.append(order[start : start + size])
            start += size
        return tables

    def _cost(self, table: Sequence[int]) -> Cost:
        repeats = spread = 0
        for i, a in enumerate(table):
            for b in table[i + 1 :]:
                repeats += self.met[a].get(b, 0)
                spread += (self.points[a] - self.points[b]) ** 2
        return repeats, spread

    def _improve(self, tables: list[list[int]]) -> Cost:
        """Swap players between tables while a swap lowers the repeats; returns the cost."""
        costs = [self._cost(t) for t in tables]
        improved = True
        while improved:
            improved = False
            for t in range(len(tables)):
                if costs[t][0] and self._fix_table(tables, costs, t):
                    improved = True
        return sum(c[0] for c in costs), sum(c[1] for c in costs)

    def _fix_table(self, tables: list[list[int]], costs: list[Cost], t: int) -> bool:
        """Apply the best repeat-lowering swap of a player of table ``t``, looking at the
        nearest tables first (they hold the nearest points); False if there is none."""
        for distance in range(1, len(tables)):
            best: tuple[Cost, int, int, int, Cost, Cost] | None = None
            for u in (t - distance, t + distance):
                if not 0 <= u < len(tables):
                    continue
                for i in range(len(tables[t])):
                    for j in range(len(tables[u])):
                        move = self._swap_cost(tables, costs, t, i, u, j)
                        if move[0] < (0, 0) and (best is None or move[0] < best[0]):
                            best = (move[0], u, i, j, move[1], move[2])
            if best is not None and best[0][0] < 0:
                _, u, i, j, cost_t, cost_u = best
                tables[t][i], tables[u][j] = tables[u][j], tables[t][i]
                costs[t], costs[u] = cost_t, cost_u
                return True
        return False

    def _swap_cost(
        self, tables: list[list[int]], costs: list[Cost], t: int, i: int, u: int, j: int
    ) -> tuple[Cost, Cost, Cost]:
        """(change of total cost, new cost of t, new cost of u) if seats i of t and j of u
        swap."""
        a, b = tables[t][i], tables[u][j]
        new_t = self._cost([b if x == a else x for x in tables[t]])
        new_u = self._cost([a if x == b else x for x in tables[u]])
        delta = (
            new_t[0] + new_u[0] - costs[t][0] - costs[u][0],
            new_t[1] + new_u[1] - costs[t][1] - costs[u][1],
        )
        return delta, new_t, new_u

    def repeats_at(self, seats: Sequence[str]) -> tuple[tuple[str, str], ...]:
        index = {pid: i for i, pid in enumerate(self.order)}
        return tuple(
            (a, b)
            for n, a in enumerate(seats)
            for b in seats[n + 1 :]
            if self.met[index[a]].get(index[b], 0)
        )
