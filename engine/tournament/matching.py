"""The maximum-weight matching behind Swiss pairing (docs/pairing.md has the proofs).

Players are numbered by *pairing order* (points, highest first; a seeded shuffle inside a
group); the bye node comes after them. Each edge has a lexicographic :class:`EdgeCost`:
rematch, bye distance, squared points gap, squared order distance. :class:`CostUnits` turns
it into one integer weight whose units make each level outweigh every total of the levels
below it over the perfect matchings of the graph, so the maximum-weight perfect matching is
the lexicographic minimum: fewest rematches, then the lowest-ranked bye, then the smallest
score gaps, then the seeded random term.

>>> problem = PairingProblem(order=("a", "b", "c", "d"), points=(5, 5, 0, 0),
...                         forbidden=(frozenset({1}), frozenset({0}), frozenset(), frozenset()),
...                         bye_candidates=())
>>> sorted(problem.solve().items())  # a and b met already: each floats down instead
[(0, 2), (1, 3), (2, 0), (3, 1)]
>>> problem.cost_vector(problem.solve())
(0, 0, 50, 8)
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

import networkx as nx

from engine.tournament.points import TournamentError


@dataclass(frozen=True, order=True)
class EdgeCost:
    """The cost of one edge, level by level (compared lexicographically)."""

    rematch: int
    bye: int
    points: int
    order: int


@dataclass(frozen=True)
class CostUnits:
    """Integer weight of one unit of each level; ``base`` keeps every weight positive."""

    rematch: int
    bye: int
    points: int
    base: int

    @classmethod
    def for_costs(cls, costs: Iterable[EdgeCost], matching_edges: int) -> CostUnits:
        """Units valid for any perfect matching of ``matching_edges`` edges drawn from ``costs``:
        one unit of a level is more than the largest possible total of all lower levels."""
        listed = list(costs)
        order_total = matching_edges * max((c.order for c in listed), default=0)
        points_unit = order_total + 1
        points_total = matching_edges * max((c.points for c in listed), default=0)
        bye_unit = points_total * points_unit + order_total + 1
        rematch_unit = (max((c.bye for c in listed), default=0) + 1) * bye_unit  # one bye edge
        units = cls(rematch_unit, bye_unit, points_unit, 0)
        return cls(rematch_unit, bye_unit, points_unit, max(map(units.cost, listed), default=0) + 1)

    def cost(self, edge: EdgeCost) -> int:
        return (
            edge.rematch * self.rematch
            + edge.bye * self.bye
            + edge.points * self.points
            + edge.order
        )


@dataclass(frozen=True)
class PairingProblem:
    """One round's matching problem; the bye node is index ``len(order)`` when odd."""

    order: tuple[str, ...]
    points: tuple[int, ...]
    forbidden: tuple[frozenset[int], ...]  # earlier opponents in this stage, by index
    bye_candidates: tuple[int, ...]  # who may get the bye, lowest-ranked first
    everyone_had_bye: bool = False

    @property
    def bye_node(self) -> int:
        return len(self.order)

    @property
    def has_bye(self) -> bool:
        return len(self.order) % 2 == 1

    def pair_cost(self, i: int, j: int) -> EdgeCost:
        gap = self.points[i] - self.points[j]
        return EdgeCost(1 if j in self.forbidden[i] else 0, 0, gap * gap, (j - i) ** 2)

    def cost_edges(self, dense: bool = False) -> Iterator[tuple[int, int, EdgeCost]]:
        """Allowed edges with their costs; ``dense`` gives every pair (the baseline)."""
        widest = max((len(f) for f in self.forbidden), default=0)
        for i in range(len(self.order)):
            for j in range(i + 1, len(self.order)) if dense else self._window(i, widest):
                yield i, j, self.pair_cost(i, j)
        for distance, i in enumerate(self.bye_candidates if self.has_bye else ()):
            if dense or distance <= len(self.forbidden[i]):  # Lemma 2
                yield i, self.bye_node, EdgeCost(0, distance, 0, 0)

    def _window(self, i: int, widest: int) -> Iterator[int]:
        """Partners ``j > i`` an optimal matching can use (docs/pairing.md, Lemma 1);
        ``widest`` is the largest ``forbidden`` set, which bounds the search."""
        slack = 1 if self.has_bye else 0
        last = min(len(self.order) - 1, i + 1 + 2 * (len(self.forbidden[i]) + widest) + slack)
        for j in range(i + 1, last + 1):
            blockers = self.forbidden[i] | self.forbidden[j]
            inside = sum(1 for k in blockers if i < k < j)
            if j - i - 1 <= inside + len(blockers) + slack:
                yield j

    def solve(self, dense: bool = False) -> dict[int, int]:
        """Index -> partner index (the bye node for the bye) of an optimal perfect matching.

        The sparse graph is cut at safe boundaries (Lemma 3) and each block matched alone;
        ``dense`` matches the graph of all pairs in one go (the baseline).
        """
        costed = list(self.cost_edges(dense))
        units = CostUnits.for_costs((cost for _, _, cost in costed), (len(self.order) + 1) // 2)
        bounds = [0, len(self.order)] if dense else self.safe_boundaries(costed)
        blocks: list[list[tuple[int, int, EdgeCost]]] = [[] for _ in bounds[1:]]
        for i, j, cost in costed:
            block = bisect.bisect_right(bounds, i) - 1
            if j < bounds[block + 1] or block == len(blocks) - 1:  # crossing edges are unused
                blocks[block].append((i, j, cost))
        mate: dict[int, int] = {}
        for (low, high), edges in zip(itertools.pairwise(bounds), blocks, strict=True):
            last = high == len(self.order)
            nodes = [*range(low, high), *([self.bye_node] if last and self.has_bye else [])]
            mate.update(_match(nodes, edges, units))
        return mate

    def safe_boundaries(self, costed: list[tuple[int, int, EdgeCost]]) -> list[int]:
        """0, every boundary no optimal matching crosses (Lemma 3), and ``len(order)``."""
        n = len(self.order)
        reach, low = list(range(n)), list(range(n))
        for i, j, _ in costed:
            if j < n:
                reach[i], low[j] = max(reach[i], j), min(low[j], i)
        spoiled = [0] * (n + 2)
        for x in range(n):
            for y in (y for y in self.forbidden[x] if x < y):
                _mark(spoiled, y + 1, min(reach[x], reach[y]))  # both would cross as left ends
                _mark(spoiled, max(low[x], low[y]) + 1, x)  # both would cross as right ends
        first_bye = min((i for i, j, _ in costed if j == n), default=n)
        bounds, open_spoilers = [0], 0
        for k in range(1, n):
            open_spoilers += spoiled[k]
            if k % 2 == 0 and k <= first_bye and open_spoilers == 0:
                bounds.append(k)
        return [*bounds, n]

    def cost_vector(self, mate: dict[int, int]) -> tuple[int, int, int, int]:
        """(rematches, bye distance, points cost, order cost) of a matching: equal vectors
        mean equally good pairings, whatever graph they came from."""
        total = [0, 0, 0, 0]
        for i, j in mate.items():
            if i < j:
                cost = self._cost_of(i, j)
                for level, value in enumerate((cost.rematch, cost.bye, cost.points, cost.order)):
                    total[level] += value
        return (total[0], total[1], total[2], total[3])

    def _cost_of(self, i: int, j: int) -> EdgeCost:
        if j == self.bye_node:
            return EdgeCost(0, self.bye_candidates.index(i), 0, 0)
        return self.pair_cost(i, j)


def _mark(spoiled: list[int], first: int, last: int) -> None:
    """Mark boundaries ``first..last`` as not safe (a difference array)."""
    if first <= last:
        spoiled[first] += 1
        spoiled[last + 1] -= 1


def _match(
    nodes: list[int], costed: list[tuple[int, int, EdgeCost]], units: CostUnits
) -> dict[int, int]:
    graph: nx.Graph[int] = nx.Graph()
    graph.add_nodes_from(nodes)
    graph.add_weighted_edges_from((i, j, units.base - units.cost(c)) for i, j, c in costed)
    mate: dict[int, int] = {}
    for a, b in nx.max_weight_matching(graph, maxcardinality=True):
        mate[a], mate[b] = b, a
    if len(mate) != len(nodes):
        raise TournamentError("T-SWISS-5", "no complete pairing exists")
    return mate
