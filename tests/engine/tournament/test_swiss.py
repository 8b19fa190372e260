"""Swiss pairing examples ([T-SWISS-2..5], [T-OPEN-5], [T-OPEN-6], [T-DROP-1])."""

import itertools
import json

import pytest

from engine.tournament import (
    ALGORITHM_VERSION,
    MatchRecord,
    PlayerEntry,
    Result,
    RoundPairing,
    StatusChange,
    StatusChangeKind,
    TournamentError,
    compute_standings,
    pair_swiss_round,
)

W = Result.A_WIN


def entries(*ids: str) -> list[PlayerEntry]:
    return [PlayerEntry(p) for p in ids]


def pairs_of(pairing: RoundPairing) -> set[frozenset[str]]:
    return {frozenset(filter(None, (p.player_a, p.player_b))) for p in pairing.pairings}


def stuck_event() -> tuple[list[PlayerEntry], list[MatchRecord]]:
    """After two rounds: C, X on 10; A, B on 5 and they met in R1; D, Y on 0."""
    players = entries("A", "B", "C", "D", "X", "Y")
    matches = [
        MatchRecord.game(1, "A", "B", W),
        MatchRecord.game(1, "C", "D", W),
        MatchRecord.game(1, "X", "Y", W),
        MatchRecord.game(2, "C", "A", W),
        MatchRecord.game(2, "B", "Y", W),
        MatchRecord.game(2, "X", "D", W),
    ]
    return players, matches


def naive_top_down(
    groups: list[list[str]], met: set[frozenset[str]], order: list[int]
) -> list[frozenset[str]]:
    """The regulations' procedure taken literally: pair each group in the given random order,
    float the odd one out into the next group; it never looks ahead."""
    pairs: list[frozenset[str]] = []
    carry: list[str] = []
    for group in groups:
        pool = carry + [group[i] for i in order if i < len(group)]
        while len(pool) >= 2:
            pairs.append(frozenset(pool[:2]))
            pool = pool[2:]
        carry = pool
    return pairs


def test_T_OPEN_6_matching_avoids_the_rematch_the_naive_procedure_is_stuck_with() -> None:
    players, matches = stuck_event()
    met = {frozenset(m.players) for m in matches}
    groups = [["C", "X"], ["A", "B"], ["D", "Y"]]
    # Every random order of the naive procedure pairs A with B again: it is stuck.
    for order in itertools.permutations(range(2)):
        assert frozenset({"A", "B"}) in naive_top_down(groups, met, list(order))
    for seed in ("s1", "s2", "s3", "s4"):
        pairing = pair_swiss_round(players, matches, 3, seed)
        assert pairing.forced_rematches == 0
        assert not pairs_of(pairing) & met
        assert not any(p.rematch for p in pairing.pairings)


def test_T_OPEN_6_rematch_only_when_no_rematch_free_pairing_exists_and_said_so() -> None:
    players = entries("a", "b", "c", "d")
    round_robin = [
        MatchRecord.game(1, "a", "b", W),
        MatchRecord.game(1, "c", "d", W),
        MatchRecord.game(2, "a", "c", W),
        MatchRecord.game(2, "b", "d", W),
        MatchRecord.game(3, "a", "d", W),
        MatchRecord.game(3, "b", "c", W),
    ]
    pairing = pair_swiss_round(players, round_robin, 4, "s")
    assert pairing.forced_rematches == 2
    assert all(p.rematch for p in pairing.pairings)
    assert all(
        p.explanation.startswith("rematch forced: no rematch-free pairing exists")
        for p in pairing.pairings
    )
    # a (15) and b (10) lead: the least score gap among the rematches is a-b then c-d.
    assert pairs_of(pairing) == {frozenset({"a", "b"}), frozenset({"c", "d"})}


def test_T_SWISS_3_odd_group_floats_its_leftover_into_the_next_group_down() -> None:
    # After three rounds: 15: t; 10: u, v; 5: w, x; 0: y. Sorted neighbours give gaps 5, 5, 5.
    players = entries("t", "u", "v", "w", "x", "y")
    matches = [
        MatchRecord.game(1, "t", "y", W),
        MatchRecord.game(1, "u", "x", W),
        MatchRecord.game(1, "v", "w", W),
        MatchRecord.game(2, "t", "w", W),
        MatchRecord.game(2, "u", "y", W),
        MatchRecord.game(2, "x", "v", W),
        MatchRecord.game(3, "t", "x", W),
        MatchRecord.game(3, "v", "u", W),
        MatchRecord.game(3, "w", "y", W),
    ]
    points = {r.player_id: r.points for r in compute_standings(players, matches, "s").rows}
    assert points == {"t": 15, "u": 10, "v": 10, "w": 5, "x": 5, "y": 0}
    # v met both 5s, so the only gap-minimal rematch-free pairing is t-v, u-w, x-y.
    pairing = pair_swiss_round(players, matches, 4, "s")
    gaps = sorted(abs(points[p.player_a] - points[p.player_b or ""]) for p in pairing.pairings)
    assert pairs_of(pairing) == {frozenset("tv"), frozenset("uw"), frozenset("xy")}
    assert gaps == [5, 5, 5]
    explanations = sorted(p.explanation for p in pairing.pairings)
    assert explanations == [
        "floated down from group 10 to 5 [T-SWISS-3]",
        "floated down from group 15 to 10 [T-SWISS-3]",
        "floated down from group 5 to 0 [T-SWISS-3]",
    ]


def test_T_SWISS_2_round_one_is_random_and_reproducible_from_the_seed() -> None:
    players = entries(*[f"p{i}" for i in range(8)])
    outcomes = {
        frozenset(pairs_of(pair_swiss_round(players, [], 1, f"seed{s}"))) for s in range(30)
    }
    assert len(outcomes) >= 10  # 105 possible pairings: seeds give different ones
    again = pair_swiss_round(list(reversed(players)), [], 1, "seed3")
    assert again == pair_swiss_round(players, [], 1, "seed3")


def test_T_SWISS_5_round_one_bye_is_a_random_player() -> None:
    players = entries("a", "b", "c", "d", "e")
    byes = {pair_swiss_round(players, [], 1, f"s{i}").pairings[-1].player_a for i in range(30)}
    assert len(byes) >= 3


def test_T_SWISS_5_bye_goes_to_lowest_ranked_without_bye() -> None:
    players = entries("a", "b", "c", "d", "e")
    r1 = [
        MatchRecord.game(1, "a", "b", W),
        MatchRecord.game(1, "c", "d", W),
        MatchRecord.bye(1, "e"),
    ]
    standings = compute_standings(players, r1, "s")
    lowest_without_bye = [r.player_id for r in standings.rows if r.byes == 0][-1]
    assert lowest_without_bye in ("b", "d")
    bye = pair_swiss_round(players, r1, 2, "s").pairings[-1]
    assert (bye.player_a, bye.player_b, bye.table) == (lowest_without_bye, None, None)
    assert bye.explanation == "bye: lowest-ranked player without a bye [T-SWISS-5]"


def test_T_SWISS_5_when_everyone_had_a_bye_the_lowest_ranked_gets_it() -> None:
    players = entries("a", "b", "c")
    matches = [
        MatchRecord.game(1, "a", "b", W),
        MatchRecord.bye(1, "c"),
        MatchRecord.game(2, "a", "c", W),
        MatchRecord.bye(2, "b"),
        MatchRecord.game(3, "b", "c", W),
        MatchRecord.bye(3, "a"),
    ]
    lowest = compute_standings(players, matches, "s").rows[-1].player_id
    pairing = pair_swiss_round(players, matches, 4, "s")
    assert pairing.pairings[-1].player_a == lowest
    assert "every active player has had a bye" in pairing.pairings[-1].explanation


def test_T_DROP_1_dropped_and_disqualified_players_are_never_paired() -> None:
    players = entries("a", "b", "c", "d")
    players.append(PlayerEntry("e", (StatusChange(2, StatusChangeKind.DROP),)))
    players.append(PlayerEntry("f", (StatusChange(2, StatusChangeKind.DISQUALIFY),)))
    r1 = [
        MatchRecord.game(1, "a", "b", W),
        MatchRecord.game(1, "c", "d", W),
        MatchRecord.game(1, "e", "f", W),
    ]
    pairing = pair_swiss_round(players, r1, 2, "s")
    paired = {p for pair in pairs_of(pairing) for p in pair}
    assert paired == {"a", "b", "c", "d"}
    assert not any(p.is_bye for p in pairing.pairings)


def test_tables_start_with_the_highest_ranked_pair_and_the_bye_has_none() -> None:
    players = entries(*"abcdefg")
    r1 = pair_swiss_round(players, [], 1, "t")
    matches = [
        MatchRecord.game(1, p.player_a, p.player_b, W)
        if p.player_b
        else MatchRecord.bye(1, p.player_a)
        for p in r1.pairings
    ]
    pairing = pair_swiss_round(players, matches, 2, "t")
    rank = {r.player_id: r.rank for r in pairing.standings.rows}
    tables = [p for p in pairing.pairings if not p.is_bye]
    assert [p.table for p in tables] == [1, 2, 3]
    best = [min(rank[p.player_a], rank[p.player_b or ""]) for p in tables]
    assert best == sorted(best)
    assert all(rank[p.player_a] < rank[p.player_b or ""] for p in tables)
    assert pairing.pairings[-1].table is None


def test_T_OPEN_5_pairing_refuses_missing_results_and_records_what_it_used() -> None:
    players = entries("a", "b")
    with pytest.raises(TournamentError, match=r"\[T-OPEN-5\] results missing"):
        pair_swiss_round(players, [MatchRecord.game(1, "a", "b", None)], 2, "s")
    pairing = pair_swiss_round(players, [MatchRecord.game(1, "a", "b", W)], 2, "s")
    data = json.loads(json.dumps(pairing.to_dict()))
    assert data["algorithm_version"] == ALGORITHM_VERSION
    assert data["seed"] == "s" and data["standings"]["through_round"] == 1
    assert data["pairings"][0]["rematch"] is True


def test_to_records_gives_pending_games_and_a_bye_win() -> None:
    pairing = pair_swiss_round(entries("a", "b", "c"), [], 1, "s")
    records = pairing.to_records()
    assert sorted(str(r.result) for r in records) == ["None", "bye"]
