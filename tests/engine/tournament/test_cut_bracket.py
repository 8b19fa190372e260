"""The cut and the single-elimination bracket ([T-CUT-1..3], [T-DROP-3], [T-DROP-4])."""

import json

import pytest

from engine.tournament import (
    EliminationGame,
    MatchRecord,
    PlayerEntry,
    Result,
    Stage,
    StatusChange,
    StatusChangeKind,
    TopCut,
    TournamentError,
    WinThresholdCut,
    bracket_round,
    compute_standings,
    elimination_drops,
    make_cut,
    open_bracket_seeds,
)


def seeds(n: int) -> list[str | None]:
    return [f"s{i}" for i in range(1, n + 1)]


def first_round(n: int) -> list[tuple[int, str | None, str | None]]:
    return [(g.game, g.player_a, g.player_b) for g in bracket_round(seeds(n)).games]


def test_T_CUT_2_first_round_of_a_top_4_and_top_8() -> None:
    assert first_round(4) == [(1, "s1", "s4"), (2, "s2", "s3")]
    assert first_round(8) == [(1, "s1", "s8"), (2, "s2", "s7"), (3, "s3", "s6"), (4, "s4", "s5")]


@pytest.mark.parametrize("n", [16, 32])
def test_T_CUT_2_first_round_of_a_top_16_and_top_32(n: int) -> None:
    games = first_round(n)
    assert len(games) == n // 2
    for game, a, b in games:
        assert (a, b) == (f"s{game}", f"s{n + 1 - game}")


def winners_by_higher_seed(games: tuple[EliminationGame, ...]) -> dict[int, str]:
    def seed(p: str) -> int:
        return int(p[1:])

    return {g.game: min(g.player_a or "", g.player_b or "", key=seed) for g in games}


def test_T_CUT_2_later_rounds_follow_the_fixed_bracket_for_16() -> None:
    winners: list[dict[int, str]] = []
    rounds = []
    for _ in range(4):
        current = bracket_round(seeds(16), winners)
        rounds.append([(g.player_a, g.player_b) for g in current.games])
        winners.append(winners_by_higher_seed(current.games))
    assert rounds[1] == [("s1", "s8"), ("s2", "s7"), ("s3", "s6"), ("s4", "s5")]
    assert rounds[2] == [("s1", "s4"), ("s2", "s3")]
    assert rounds[3] == [("s1", "s2")]
    with pytest.raises(TournamentError, match=r"\[T-CUT-2\] the bracket is complete"):
        bracket_round(seeds(16), winners)


def test_T_CUT_2_no_reseeding_after_upsets() -> None:
    # Top 8: s8 beats s1 and s5 beats s4; game 1 (s8) meets the winner of game 4 (s5).
    second = bracket_round(seeds(8), [{1: "s8", 2: "s2", 3: "s3", 4: "s5"}])
    assert [(g.game, g.player_a, g.player_b) for g in second.games] == [
        (1, "s8", "s5"),
        (2, "s2", "s3"),
    ]
    assert second.games[0].explanation == "winner of game 1 v winner of game 4 [T-CUT-2]"


def test_T_CUT_2_missing_or_wrong_winner_is_rejected() -> None:
    with pytest.raises(TournamentError, match="has no result"):
        bracket_round(seeds(4), [{1: "s1"}])
    with pytest.raises(TournamentError, match="did not play"):
        bracket_round(seeds(4), [{1: "s2", 2: "s3"}])


def test_T_DROP_4_drop_during_elimination_gives_the_next_opponent_a_bye() -> None:
    second = bracket_round(seeds(8), [{1: "s1", 2: "s2", 3: "s3", 4: "s4"}], dropped={"s4": 2})
    game = second.games[0]
    assert (game.player_a, game.player_b, game.bye_winner) == ("s1", None, "s1")
    assert "T-DROP-4" in game.explanation
    assert next((r.player_a, str(r.result)) for r in second.to_records()) == ("s1", "bye")
    # A plain set means "out from the round being built": the same round 2.
    assert bracket_round(seeds(8), [{1: "s1", 2: "s2", 3: "s3", 4: "s4"}], {"s4"}) == second
    # The same drop is no bye in round 1, where s4 still played (and won) game 4.
    assert bracket_round(seeds(8), dropped={"s4": 2}).games[3].player_a == "s4"


def test_T_DROP_4_elimination_drops_come_from_player_status_changes() -> None:
    out = StatusChange(3, StatusChangeKind.DISQUALIFY, Stage.ELIMINATION)
    swiss_drop = StatusChange(2, StatusChangeKind.DROP)
    players = [PlayerEntry("a", (out,)), PlayerEntry("b", (swiss_drop,)), PlayerEntry("c")]
    assert elimination_drops(players) == {"a": 3}


def test_T_DROP_4_drop_during_the_current_game_lets_the_opponent_advance() -> None:
    # s4 drops during their round-1 game (out from round 2): s1 advances without a result.
    final = bracket_round(seeds(4), [{2: "s2"}], dropped={"s4": 2})
    assert [(g.player_a, g.player_b) for g in final.games] == [("s1", "s2")]


def swiss_of_ten() -> tuple[list[PlayerEntry], list[MatchRecord]]:
    """p1..p10 with 9, 8, ..., 0 wins so the standings order is p1 first, p10 last."""
    players = [PlayerEntry(f"p{i}") for i in range(1, 11)]
    matches = [
        MatchRecord.game(r, f"p{i}", f"p{j}", Result.A_WIN)
        for r, (i, j) in enumerate(((i, j) for i in range(1, 11) for j in range(i + 1, 11)), 1)
    ]
    return players, matches


def test_T_DROP_3_cut_player_dropping_before_the_first_game_is_replaced_and_reseeded() -> None:
    players, matches = swiss_of_ten()
    standings = compute_standings(players, matches, seed="cut")
    assert [r.player_id for r in standings.rows] == [f"p{i}" for i in range(1, 11)]
    cut = make_cut(standings, TopCut(8), withdrawn={"p6"})
    # 6th drops from a top 8: 7th and 8th move up, 9th enters as 8th.
    assert cut.seed_list() == ["p1", "p2", "p3", "p4", "p5", "p7", "p8", "p9"]
    assert [s.swiss_rank for s in cut.seeds][-3:] == [7, 8, 9]
    assert cut.replaced == ("p6",)
    assert json.loads(json.dumps(cut.to_dict()))["seeds"][5] == {
        "seed": 6,
        "player_id": "p7",
        "swiss_rank": 7,
    }


def test_T_CUT_1_players_dropped_in_swiss_do_not_make_the_cut() -> None:
    players, matches = swiss_of_ten()
    players[1] = PlayerEntry("p2", (StatusChange(46, StatusChangeKind.DROP),))
    standings = compute_standings(players, matches, seed="cut")
    assert make_cut(standings, TopCut(4)).seed_list() == ["p1", "p3", "p4", "p5"]


def test_T_STRUCT_3_win_threshold_cut_pads_with_byes_for_the_top_seeds() -> None:
    players, matches = swiss_of_ten()  # p1 has 9 wins, p2 8, ... p10 0
    standings = compute_standings(players, matches, seed="cut")
    cut = make_cut(standings, WinThresholdCut(min_wins=5, bracket_size=8))
    assert cut.seed_list() == ["p1", "p2", "p3", "p4", "p5", None, None, None]
    games = bracket_round(cut.seed_list()).games
    assert [g.bye_winner for g in games] == ["p1", "p2", "p3", None]
    assert (games[3].player_a, games[3].player_b) == ("p4", "p5")


def test_T_CUT_3_open_bracket_gives_random_byes_and_random_game_numbers() -> None:
    players = ["a", "b", "c", "d", "e", "f"]
    bye_sets, numbering = set(), set()
    for s in range(25):
        seeds_ = open_bracket_seeds(players, seed=f"x{s}")
        assert len(seeds_) == 8 and sorted(p for p in seeds_ if p) == players
        games = bracket_round(seeds_).games
        assert sum(1 for g in games if g.bye_winner) == 2
        bye_sets.add(frozenset(g.bye_winner for g in games if g.bye_winner))
        numbering.add(tuple(g.bye_winner is not None for g in games))
    assert len(bye_sets) > 5  # byes go to random players
    assert len(numbering) > 2  # and the games are numbered at random
    assert open_bracket_seeds(players, "x1") == open_bracket_seeds(players, "x1")
