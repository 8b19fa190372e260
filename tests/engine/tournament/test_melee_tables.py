"""Melee table assignment ([T-MELEE-1], [T-SWISS-4], [T-SWISS-5], [T-DROP-1]).

The repeat-opponent quality is checked against an exhaustive search over every seating of
small events, computed here from the history alone (not from the engine's search).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator, Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.tournament import PlayerEntry, StatusChange, StatusChangeKind, TournamentError
from engine.tournament.melee import (
    TableResult,
    assign_tables,
    byes_needed,
    melee_standings,
    table_sizes,
)
from engine.tournament.points import MatchRecord


def weighted_repeats(tables: Sequence[Sequence[str]], history: Sequence[Sequence[str]]) -> int:
    """Pairs seated together now, counted once per earlier table they shared."""
    met: Counter[frozenset[str]] = Counter(
        frozenset(pair) for seats in history for pair in itertools.combinations(seats, 2)
    )
    return sum(
        met[frozenset(pair)] for seats in tables for pair in itertools.combinations(seats, 2)
    )


def seatings(players: list[str], sizes: list[int]) -> Iterator[list[tuple[str, ...]]]:
    """Every way to seat ``players`` at tables of ``sizes`` (tables unordered)."""
    if not players:
        yield []
        return
    first, rest = players[0], players[1:]
    for size in sorted(set(sizes)):
        left = list(sizes)
        left.remove(size)
        for others in itertools.combinations(rest, size - 1):
            remaining = [p for p in rest if p not in others]
            for tail in seatings(remaining, left):
                yield [(first, *others), *tail]


def brute_force_repeats(players: list[str], history: Sequence[Sequence[str]]) -> int:
    sizes = list(table_sizes(len(players)))
    return min(weighted_repeats(s, history) for s in seatings(players, sizes))


def random_event(
    count: int, rounds: int, rng: random.Random
) -> tuple[list[PlayerEntry], list[tuple[str, ...]], list[TableResult], list[MatchRecord]]:
    """``rounds`` earlier rounds seated by the engine, with random places."""
    players = [PlayerEntry(f"p{i:03d}") for i in range(count)]
    history: list[tuple[str, ...]] = []
    results: list[TableResult] = []
    byes: list[MatchRecord] = []
    for number in range(1, rounds + 1):
        standings = melee_standings(players, results, byes, "seed")
        made = assign_tables(players, standings, history, number, "seed")
        for table in made.tables:
            places = list(range(1, len(table.seats) + 1))
            rng.shuffle(places)
            results.append(TableResult(number, dict(zip(table.seats, places, strict=True))))
            history.append(table.seats)
        byes += [MatchRecord.bye(number, pid) for pid in made.byes]
    return players, history, results, byes


@pytest.mark.parametrize(
    ("count", "sizes"),
    [
        (3, (3,)),
        (4, (4,)),
        (6, (3, 3)),
        (7, (4, 3)),
        (8, (4, 4)),
        (9, (3, 3, 3)),
        (13, (4, 3, 3, 3)),
    ],
)
def test_t_melee_1_table_sizes_prefer_fours(count: int, sizes: tuple[int, ...]) -> None:
    assert table_sizes(count) == sizes


@pytest.mark.parametrize("count", [0, 1, 2, 5])
def test_t_melee_1_counts_that_cannot_be_seated_are_refused(count: int) -> None:
    with pytest.raises(TournamentError) as error:
        table_sizes(count)
    assert error.value.rule == "T-MELEE-1"


@given(st.integers(min_value=3, max_value=2000))
def test_t_melee_1_table_sizes_seat_everyone_at_3_or_4(count: int) -> None:
    if count == 5:
        return
    sizes = table_sizes(count)
    assert sum(sizes) == count and set(sizes) <= {3, 4}
    assert sizes.count(3) < 4  # four tables of 3 would be three tables of 4


def test_t_swiss_5_five_players_give_one_bye_and_one_table_of_four() -> None:
    players = [PlayerEntry(f"p{i}") for i in range(5)]
    made = assign_tables(players, melee_standings(players, [], [], "s"), [], 1, "s")
    assert byes_needed(5) == 1 and len(made.byes) == 1
    assert [len(t.seats) for t in made.tables] == [4]
    assert set(made.byes).isdisjoint(made.tables[0].seats)


def test_t_swiss_5_later_bye_goes_to_lowest_ranked_without_one() -> None:
    players = [PlayerEntry(f"p{i}") for i in range(5)]
    first = TableResult(1, {"p0": 1, "p1": 2, "p2": 3, "p3": 4})
    byes = [MatchRecord.bye(1, "p4")]
    standings = melee_standings(players, [first], byes, "s")
    made = assign_tables(players, standings, [("p0", "p1", "p2", "p3")], 2, "s")
    assert made.byes == ("p3",)  # last place, and p4 already had the bye


def test_t_melee_1_fewer_than_three_active_players_cannot_be_seated() -> None:
    players = [PlayerEntry("a"), PlayerEntry("b")]
    with pytest.raises(TournamentError, match="T-MELEE-1"):
        assign_tables(players, melee_standings(players, [], [], "s"), [], 1, "s")


@given(
    count=st.integers(min_value=3, max_value=40),
    rounds=st.integers(min_value=0, max_value=5),
    drops=st.sets(st.integers(min_value=0, max_value=39), max_size=6),
    seed=st.integers(min_value=0, max_value=10**6),
)
def test_t_drop_1_every_active_player_is_seated_exactly_once(
    count: int, rounds: int, drops: set[int], seed: int
) -> None:
    players, history, results, byes = random_event(count, rounds, random.Random(seed))
    number = rounds + 1
    players = [
        p.with_change(StatusChange(number, StatusChangeKind.DROP)) if i in drops else p
        for i, p in enumerate(players)
    ]
    active = [p.id for p in players if p.is_active(number)]
    if len(active) < 3:
        return
    standings = melee_standings(players, results, byes, "seed")
    made = assign_tables(players, standings, history, number, "seed")
    seated = [pid for t in made.tables for pid in t.seats]
    assert sorted(seated + list(made.byes)) == sorted(active)
    assert all(len(t.seats) in (3, 4) for t in made.tables)
    assert len(made.byes) == (1 if len(active) == 5 else 0)


@given(
    count=st.integers(min_value=3, max_value=10),
    rounds=st.integers(min_value=1, max_value=4),
    seed=st.integers(min_value=0, max_value=10**6),
)
def test_t_swiss_4_repeat_opponents_are_as_few_as_brute_force_finds(
    count: int, rounds: int, seed: int
) -> None:
    players, history, results, byes = random_event(count, rounds, random.Random(seed))
    standings = melee_standings(players, results, byes, "seed")
    made = assign_tables(players, standings, history, rounds + 1, "seed")
    seated = [pid for t in made.tables for pid in t.seats]
    got = weighted_repeats([t.seats for t in made.tables], history)
    assert got == brute_force_repeats(sorted(seated), history)
    assert made.repeat_pairs == sum(
        1
        for t in made.tables
        for pair in itertools.combinations(t.seats, 2)
        if weighted_repeats([pair], history)
    )


def test_t_swiss_3_without_history_tables_group_neighbours_in_points() -> None:
    players = [PlayerEntry(f"p{i:02d}") for i in range(16)]
    rng = random.Random(3)
    results = [
        TableResult(
            1,
            dict(
                zip([f"p{i:02d}" for i in range(t, t + 4)], rng.sample(range(1, 5), 4), strict=True)
            ),
        )
        for t in range(0, 16, 4)
    ]
    standings = melee_standings(players, results, [], "s")
    made = assign_tables(players, standings, [], 2, "s")  # no history: nothing to avoid
    points = [[standings.row(pid).points for pid in t.seats] for t in made.tables]
    for upper, lower in itertools.pairwise(points):
        assert min(upper) >= max(lower)


def test_t_open_5_same_inputs_give_the_same_tables_whatever_the_order() -> None:
    players, history, results, byes = random_event(30, 3, random.Random(7))
    standings = melee_standings(players, results, byes, "seed")
    once = assign_tables(players, standings, history, 4, "seed")
    again = assign_tables(players[::-1], standings, history[::-1], 4, "seed")
    assert once.to_dict() == again.to_dict()


def test_t_swiss_4_512_players_over_seven_rounds_keep_repeats_rare() -> None:
    players, history, results, byes = random_event(512, 6, random.Random(1))
    standings = melee_standings(players, results, byes, "seed")
    made = assign_tables(players, standings, history, 7, "seed")
    assert made.repeat_pairs == 0
