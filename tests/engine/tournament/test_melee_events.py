"""Melee events in the tournament aggregate: points by place, tiebreakers over table opponents,
reporting and confirming places, drops ([T-MELEE-1], [T-TB-1], [T-TB-2], [T-DROP-1..2])."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from engine.tournament import PlayerEntry, TopCut, TournamentError
from engine.tournament.aggregate import TournamentState, apply, fold
from engine.tournament.commands import (
    change_pairings,
    close_round,
    complete_tournament,
    confirm_places,
    correct_places,
    create_tournament,
    drop_player,
    make_cut,
    pair_swiss_round,
    record_places,
    register_player,
    rejoin_player,
    repair_round,
    report_places,
)
from engine.tournament.melee import TableResult, check_places, melee_standings
from engine.tournament.points import MatchRecord, MeleePointsTable

GOLDEN_MELEE = Path(__file__).resolve().parents[1] / "golden/melee"


def run(state: TournamentState, events: list[tuple[str, dict]]) -> TournamentState:
    for event in events:
        apply(state, event)
    return state


def melee_event(players: int, rounds: int = 3, **options: object) -> TournamentState:
    state = fold(
        [
            create_tournament(
                "Melee", seed="m", format="melee", preset="custom", swiss_rounds=rounds, **options
            )
        ]
    )
    for n in range(players):
        run(state, register_player(state, f"Player {n}"))
    return state


def in_seat_order(state: TournamentState, key: str) -> dict[str, int]:
    return {pid: n for n, pid in enumerate(state.table(key).seats, 1)}


def settle_round(state: TournamentState) -> TournamentState:
    latest = state.latest_round()
    assert latest is not None
    for key in latest.tables:
        run(state, record_places(state, key, in_seat_order(state, key), by="org"))
    return run(state, close_round(state))


# --- Points table and standings --------------------------------------------------------


def test_t_melee_1_default_points_by_place_and_table_size() -> None:
    table = MeleePointsTable()
    assert [table.points(p, 4) for p in (1, 2, 3, 4)] == [5, 3, 1, 0]
    assert [table.points(p, 3) for p in (1, 2, 3)] == [5, 2, 0]
    assert (table.bye, table.unpaired_loss) == (5, 0)


FOUR = (4, (5, 3, 1, 0))
THREE = (3, (5, 2, 0))


@pytest.mark.parametrize(
    ("by_size", "problem"),
    [
        ((THREE, (4, (5, 3, 1))), "needs 4 place points"),
        (((3, (5, 0, 2)), FOUR), "a better place never scores less"),
        ((FOUR,), r"table sizes \[4\]"),
        ((THREE,), r"table sizes \[3\]"),
        ((), "table sizes none"),
        ((THREE, FOUR, (5, (5, 3, 2, 1, 0))), r"table sizes \[3, 4, 5\]"),
        ((THREE, FOUR, FOUR), r"table sizes \[3, 4, 4\]"),
    ],
    ids=["wrong-length", "worse-place-scores-more", "no-3", "no-4", "empty", "a-5", "twice-4"],
)
def test_t_melee_1_points_tables_that_make_no_sense_are_refused(
    by_size: tuple, problem: str
) -> None:
    with pytest.raises(TournamentError, match=problem) as caught:
        MeleePointsTable(by_size)
    assert caught.value.rule == "T-MELEE-1"


def test_t_melee_1_a_points_table_without_a_table_size_never_reaches_the_event() -> None:
    """Refused at creation, not when standings are computed ([T-MELEE-1])."""
    with pytest.raises(TournamentError, match="T-MELEE-1"):
        MeleePointsTable.from_dict({"tables": {"4": [5, 3, 1, 0]}})
    with pytest.raises(TournamentError, match="table sizes are numbers"):
        MeleePointsTable.from_dict({"tables": {"3": [5, 2, 0], "4": [5, 3, 1, 0], "x": [1]}})


def test_t_melee_1_points_table_is_an_event_setting() -> None:
    custom = MeleePointsTable(((3, (4, 2, 0)), (4, (6, 4, 2, 0))), bye=4)
    state = melee_event(4, melee_points=custom)
    assert state.require_settings().melee_points == custom
    run(state, pair_swiss_round(state))
    settle_round(state)
    assert sorted(row.points for row in state.standings().rows) == [0, 2, 4, 6]


def test_t_melee_1_a_joust_event_takes_no_melee_points_table() -> None:
    with pytest.raises(TournamentError, match="T-MELEE-1"):
        create_tournament("Joust", seed="j", melee_points=MeleePointsTable())


def test_t_tb_1_t_tb_2_sos_and_esos_average_over_table_opponents() -> None:
    players = [PlayerEntry(p) for p in "abcdefg"]
    tables = [
        TableResult(1, {"a": 1, "b": 2, "c": 3, "d": 4}),
        TableResult(1, {"e": 1, "f": 2, "g": 3}),
    ]
    standings = melee_standings(players, tables, [], "s")
    a, e = standings.row("a"), standings.row("e")
    assert (a.points, e.points) == (5, 5)
    assert a.sos == Fraction(3 + 1 + 0, 3) and e.sos == Fraction(2 + 0, 2)
    sos_b, sos_c, sos_d = Fraction(6, 3), Fraction(8, 3), Fraction(9, 3)
    assert a.esos == (sos_b + sos_c + sos_d) / 3
    assert [row.player_id for row in standings.rows[:2]] == ["a", "e"]  # SoS breaks the tie
    assert a.places == (1,) and standings.row("g").places == (3,)
    assert (a.wins, standings.row("b").losses) == (1, 1)


def test_t_open_1_a_melee_bye_scores_a_win_and_is_no_opponent() -> None:
    players = [PlayerEntry(p) for p in "abcde"]
    tables = [TableResult(1, {"a": 1, "b": 2, "c": 3, "d": 4})]
    standings = melee_standings(players, tables, [MatchRecord.bye(1, "e")], "s")
    e = standings.row("e")
    assert (e.points, e.byes, e.opponents, e.sos) == (5, 1, (), 0)


# --- The aggregate -----------------------------------------------------------------------


def test_t_melee_1_a_round_seats_everyone_at_tables_of_4_then_3() -> None:
    state = run(melee_event(7), [])
    events = pair_swiss_round(state)
    assert [t for t, _ in events] == ["TablesAssigned"]
    run(state, events)
    round_ = state.latest_round()
    assert round_ is not None
    assert [len(t.seats) for t in round_.tables.values()] == [4, 3]
    assert sorted(p for t in round_.tables.values() for p in t.seats) == sorted(state.players)


def test_t_melee_1_every_seated_player_confirms_before_places_count() -> None:
    state = melee_event(4)
    run(state, pair_swiss_round(state))
    seats = state.table("r1-t1").seats
    places = in_seat_order(state, "r1-t1")
    run(state, report_places(state, "r1-t1", seats[0], places))
    run(state, confirm_places(state, "r1-t1", seats[1]))
    run(state, confirm_places(state, "r1-t1", seats[2]))
    assert state.table("r1-t1").places is None
    with pytest.raises(TournamentError, match="T-END-1"):
        close_round(state)
    last = confirm_places(state, "r1-t1", seats[3])
    assert [t for t, _ in last] == ["MeleeResultConfirmed", "MeleeResultRecorded"]
    run(state, last)
    assert state.table("r1-t1").places == places
    assert state.standings().row(seats[0]).points == 5


def test_t_role_2_a_different_report_replaces_the_proposal() -> None:
    state = melee_event(4)
    run(state, pair_swiss_round(state))
    seats = state.table("r1-t1").seats
    run(state, report_places(state, "r1-t1", seats[0], in_seat_order(state, "r1-t1")))
    run(state, confirm_places(state, "r1-t1", seats[1]))
    reversed_places = {pid: 5 - n for pid, n in in_seat_order(state, "r1-t1").items()}
    run(state, report_places(state, "r1-t1", seats[2], reversed_places))
    table = state.table("r1-t1")
    assert table.proposed == reversed_places and table.confirmed == {seats[2]}


def test_t_role_2_reporting_the_standing_proposal_is_a_confirmation() -> None:
    state = melee_event(4)
    run(state, pair_swiss_round(state))
    seats, places = state.table("r1-t1").seats, in_seat_order(state, "r1-t1")
    run(state, report_places(state, "r1-t1", seats[0], places))
    assert [t for t, _ in report_places(state, "r1-t1", seats[1], places)] == [
        "MeleeResultConfirmed"
    ]
    assert report_places(state, "r1-t1", seats[0], places) == []


@pytest.mark.parametrize(
    "bad",
    [
        lambda places: {**places, next(iter(places)): 2},  # 2, 2, 3, 4: nobody first
        lambda places: dict(zip(places, (1, 1, 2, 3), strict=True)),  # 2nd after a shared 1st
        lambda places: dict(list(places.items())[:3]),  # a seat missing
        lambda places: {**places, "p99": 5},  # someone not seated
    ],
    ids=["no-first", "tie-not-skipping", "missing-seat", "stranger"],
)
def test_t_melee_1_places_must_rank_each_seat_once(bad: object) -> None:
    state = melee_event(4)
    run(state, pair_swiss_round(state))
    seats = state.table("r1-t1").seats
    with pytest.raises(TournamentError, match="T-MELEE-1"):
        report_places(state, "r1-t1", seats[0], bad(in_seat_order(state, "r1-t1")))  # type: ignore[operator]


@pytest.mark.parametrize(
    ("ranks", "points"),
    [((1, 2, 2, 4), [0, 3, 3, 5]), ((1, 1, 3, 4), [0, 1, 5, 5]), ((1, 1, 1, 1), [5, 5, 5, 5])],
    ids=["shared-second", "shared-first-at-time", "all-level"],
)
def test_t_melee_1_tied_players_share_a_place_and_its_points(
    ranks: tuple[int, ...], points: list[int]
) -> None:
    state = melee_event(4)
    run(state, pair_swiss_round(state))
    places = dict(zip(state.table("r1-t1").seats, ranks, strict=True))
    run(state, record_places(state, "r1-t1", places, by="org"))
    rows = state.standings().rows
    assert sorted(row.points for row in rows) == points
    assert sum(row.wins for row in rows) == ranks.count(1)  # a shared first is a win each


def test_t_melee_1_every_melee_golden_verdicts_places_can_be_reported() -> None:
    """The engine's places (shared ones too: decked-4p, time ties) pass the tournament's
    check, so a replayed log's verdict is always a valid report ([T-MELEE-1])."""
    expected = json.loads((GOLDEN_MELEE / "expected.json").read_text())
    verdicts = [v["places"] for v in expected.values() if v["status"] == "valid"]
    assert any(len(set(p.values())) < len(p) for p in verdicts)  # the corpus has a tie
    for places in verdicts:
        check_places(list(places), places)


def test_t_role_2_only_seated_players_report_or_confirm() -> None:
    state = melee_event(8)
    run(state, pair_swiss_round(state))
    stranger = state.table("r1-t2").seats[0]
    with pytest.raises(TournamentError, match="T-ROLE-2"):
        report_places(state, "r1-t1", stranger, in_seat_order(state, "r1-t1"))
    with pytest.raises(TournamentError, match="T-ROLE-2"):
        confirm_places(state, "r1-t1", state.table("r1-t1").seats[0])  # nothing reported yet


def test_t_open_5_a_correction_flags_later_rounds_stale() -> None:
    state = melee_event(8)
    run(state, pair_swiss_round(state))
    settle_round(state)
    run(state, pair_swiss_round(state))
    flipped = {pid: 5 - n for pid, n in in_seat_order(state, "r1-t1").items()}
    with pytest.raises(TournamentError, match="T-OPEN-5"):
        correct_places(state, "r1-t1", flipped, reason=" ")
    run(state, correct_places(state, "r1-t1", flipped, reason="scorekeeper swapped", by="org"))
    assert state.table("r1-t1").places == flipped
    assert state.rounds[(state.stage(), 2)].stale


def test_t_swiss_4_later_rounds_avoid_repeat_opponents_when_possible() -> None:
    state = melee_event(16, rounds=3)
    for _ in range(3):
        run(state, pair_swiss_round(state))
        latest = state.latest_round()
        assert latest is not None
        assert all(not t.repeats for t in latest.tables.values())
        settle_round(state)


def test_t_drop_1_t_drop_2_dropped_players_sit_out_and_rejoin_with_unpaired_losses() -> None:
    state = melee_event(8)
    run(state, pair_swiss_round(state))
    settle_round(state)
    run(state, drop_player(state, "p1"))
    run(state, pair_swiss_round(state))
    seated = {p for t in state.rounds_of(state.stage())[1].tables.values() for p in t.seats}
    assert "p1" not in seated and len(seated) == 7
    settle_round(state)
    rejoined = rejoin_player(state, "p1")
    assert rejoined[0][1]["missed_rounds"] == [2]
    run(state, rejoined)
    assert state.standings().row("p1").unpaired_losses == 1


def test_t_open_5_tables_are_reseated_only_before_any_report() -> None:
    state = melee_event(8)
    run(state, pair_swiss_round(state))
    events = repair_round(state, "late arrival seated wrongly")
    assert [t for t, _ in events] == ["TablesReassigned"]
    run(state, events)
    seats = state.table("r1-t1").seats
    run(state, report_places(state, "r1-t1", seats[0], in_seat_order(state, "r1-t1")))
    with pytest.raises(TournamentError, match="T-OPEN-5"):
        repair_round(state, "again")


def test_t_melee_1_melee_events_have_no_cut_and_no_hand_pairing() -> None:
    state = melee_event(4, rounds=1, cut_rule=TopCut(4))
    run(state, pair_swiss_round(state))
    with pytest.raises(TournamentError, match="T-MELEE-1"):
        change_pairings(state, [("p1", "p2"), ("p3", "p4")], by="org", reason="x")
    settle_round(state)
    with pytest.raises(TournamentError, match="T-MELEE-1"):
        make_cut(state)


def test_t_swiss_5_five_players_one_bye_worth_a_win() -> None:
    state = melee_event(5)
    run(state, pair_swiss_round(state))
    latest = state.latest_round()
    assert latest is not None
    (bye,) = latest.matches.values()
    settle_round(state)
    assert state.standings().row(bye.player_a).points == 5


def test_t_melee_1_a_melee_event_completes_after_its_swiss_rounds_even_if_a_cut_was_announced() -> (
    None
):
    state = melee_event(4, rounds=1, cut_rule=TopCut(4))
    run(state, pair_swiss_round(state))
    settle_round(state)
    (event,) = complete_tournament(state)
    winner = next(pid for pid, place in in_seat_order(state, "r1-t1").items() if place == 1)
    assert event == ("TournamentCompleted", {"champion": winner})
