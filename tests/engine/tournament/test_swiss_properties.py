"""Property tests of Swiss pairing over random events with drops and rejoins
([T-SWISS-2..5], [T-DROP-1], [T-OPEN-6]). Each check is computed from the records, not from
the pairing code: rematches from the history, existence by an independent matching."""

import random
from collections.abc import Iterator

import networkx as nx
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.tournament import (
    MatchRecord,
    PlayerEntry,
    RoundPairing,
    compute_standings,
    pair_swiss_round,
)
from engine.tournament.swiss import build_problem
from tests.engine.tournament.events import had_bye, met_pairs, simulate

BYE = "<bye>"


def active_ids(players: list[PlayerEntry], round_number: int) -> list[str]:
    return [p.id for p in players if p.is_active(round_number)]


def bye_eligible(active: list[str], matches: list[MatchRecord]) -> list[str]:
    without = [p for p in active if p not in had_bye(matches)]
    return without or active


def rematch_free_exists(active: list[str], met: set[frozenset[str]], bye_to: list[str]) -> bool:
    """Independent check: a perfect matching of the never-met pairs (+ a bye node) exists."""
    graph: nx.Graph[str] = nx.Graph()
    graph.add_nodes_from(active)
    graph.add_edges_from(
        (a, b)
        for i, a in enumerate(active)
        for b in active[i + 1 :]
        if frozenset((a, b)) not in met
    )
    if len(active) % 2:
        graph.add_edges_from((p, BYE) for p in bye_to)
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    return 2 * len(matching) == len(active) + len(active) % 2


def check_round(
    players: list[PlayerEntry], matches: list[MatchRecord], pairing: RoundPairing
) -> None:
    round_number = pairing.round
    active = active_ids(players, round_number)
    seated = [
        p for pairing_ in pairing.pairings for p in (pairing_.player_a, pairing_.player_b) if p
    ]
    # [T-DROP-1], [T-SWISS-6]: every active player exactly once, nobody else.
    assert sorted(seated) == sorted(active)
    byes = [p.player_a for p in pairing.pairings if p.is_bye]
    # [T-SWISS-5]: one bye exactly when the number is odd, to an eligible player.
    assert len(byes) == len(active) % 2
    eligible = bye_eligible(active, matches)
    assert set(byes) <= set(eligible)
    met = met_pairs(matches)
    games = [frozenset((p.player_a, p.player_b)) for p in pairing.pairings if p.player_b]
    rematches = [g for g in games if g in met]
    assert len(rematches) == pairing.forced_rematches
    assert {g for g in games if g in met} == {
        frozenset((p.player_a, p.player_b)) for p in pairing.pairings if p.rematch and p.player_b
    }
    # [T-SWISS-4], [T-OPEN-6]: a rematch only if no rematch-free pairing exists at all.
    if rematches:
        assert not rematch_free_exists(active, met, eligible)
    elif byes and round_number > 1:
        check_lowest_ranked_bye(players, matches, pairing, byes[0], eligible, met)


def check_lowest_ranked_bye(
    players: list[PlayerEntry],
    matches: list[MatchRecord],
    pairing: RoundPairing,
    bye: str,
    eligible: list[str],
    met: set[frozenset[str]],
) -> None:
    """[T-SWISS-5]: the bye goes to the lowest-ranked eligible player, unless each lower one's
    bye would force a rematch ([T-OPEN-6])."""
    rank = {r.player_id: r.rank for r in compute_standings(players, matches, pairing.seed).rows}
    active = active_ids(players, pairing.round)
    for lower in (p for p in eligible if rank[p] > rank[bye]):
        rest = [p for p in active if p != lower]
        assert not rematch_free_exists(rest, met, [])


@settings(max_examples=12, deadline=None)
@given(
    count=st.integers(4, 300),
    rounds=st.integers(1, 5),
    seed=st.text("abcdef0123", min_size=1, max_size=6),
    rng=st.randoms(use_true_random=False),
)
def test_T_SWISS_properties_hold_in_random_events_with_drops(
    count: int, rounds: int, seed: str, rng: random.Random
) -> None:
    players, matches = simulate(count, rounds, seed, rng, drop_rate=0.05)
    pairing = pair_swiss_round(players, matches, rounds + 1, seed)
    check_round(players, matches, pairing)
    # Same inputs and seed, in any order: the same pairings.
    shuffled_players, shuffled_matches = list(players), list(matches)
    rng.shuffle(shuffled_players)
    rng.shuffle(shuffled_matches)
    assert pair_swiss_round(shuffled_players, shuffled_matches, rounds + 1, seed) == pairing


@settings(max_examples=40, deadline=None)
@given(
    count=st.integers(3, 9),
    rounds=st.integers(2, 8),
    rng=st.randoms(use_true_random=False),
)
def test_T_OPEN_6_small_long_events_force_rematches_only_when_unavoidable(
    count: int, rounds: int, rng: random.Random
) -> None:
    # Few players and many rounds: rematches and repeated byes do become necessary.
    players, matches = simulate(count, rounds, "small", rng, drop_rate=0.1)
    pairing = pair_swiss_round(players, matches, rounds + 1, "small")
    check_round(players, matches, pairing)


def perfect_matchings(nodes: list[int]) -> Iterator[list[tuple[int, int]]]:
    if not nodes:
        yield []
        return
    first, rest = nodes[0], nodes[1:]
    for k, partner in enumerate(rest):
        for tail in perfect_matchings(rest[:k] + rest[k + 1 :]):
            yield [(first, partner), *tail]


@settings(max_examples=40, deadline=None)
@given(
    count=st.integers(3, 10),
    rounds=st.integers(1, 7),
    rng=st.randoms(use_true_random=False),
)
def test_T_OPEN_6_pairing_is_the_lexicographic_optimum_by_brute_force(
    count: int, rounds: int, rng: random.Random
) -> None:
    """No rematch >> bye to the right player >> small score gaps >> random, checked against
    every perfect matching (the bye node included)."""
    players, matches = simulate(count, rounds, "brute", rng, drop_rate=0.1)
    standings = compute_standings(players, matches, "brute")
    problem = build_problem(players, matches, rounds + 1, "brute", standings)
    nodes = list(range(len(problem.order) + (1 if problem.has_bye else 0)))
    allowed = [
        m
        for m in perfect_matchings(nodes)
        if all(b != problem.bye_node or a in problem.bye_candidates for a, b in m)
    ]
    best = min(problem.cost_vector({a: b for a, b in m} | {b: a for a, b in m}) for m in allowed)
    assert problem.cost_vector(problem.solve()) == best


@settings(max_examples=25, deadline=None)
@given(
    count=st.integers(4, 80),
    rounds=st.integers(1, 7),
    rng=st.randoms(use_true_random=False),
)
def test_T_OPEN_6_sparse_blocks_reach_the_dense_optimum(
    count: int, rounds: int, rng: random.Random
) -> None:
    """The sparse window graph cut into blocks (docs/pairing.md, Lemmas 1-3) is as good as
    the graph of all pairs on every level."""
    players, matches = simulate(count, rounds, "dense", rng, drop_rate=0.05)
    standings = compute_standings(players, matches, "dense")
    problem = build_problem(players, matches, rounds + 1, "dense", standings)
    assert problem.cost_vector(problem.solve()) == problem.cost_vector(problem.solve(dense=True))
