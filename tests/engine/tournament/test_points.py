"""Records and the points table ([T-PTS-1..3], [T-END-2])."""

import json
from fractions import Fraction

import pytest

from engine.tournament import (
    MatchRecord,
    Outcome,
    PointsTable,
    Result,
    TournamentError,
    outcomes_of,
)
from engine.tournament.points import fraction_to_dict


def test_T_PTS_1_default_table_is_5_4_0_with_bye_5() -> None:
    table = PointsTable()
    assert [table.points(o) for o in Outcome] == [5, 4, 0, 5, 0]


def test_T_END_2_a_modified_win_gives_the_other_player_a_loss() -> None:
    record = MatchRecord.game(2, "a", "b", Result.B_MODIFIED_WIN)
    assert [(o.player_id, o.outcome) for o in outcomes_of(record)] == [
        ("a", Outcome.LOSS),
        ("b", Outcome.MODIFIED_WIN),
    ]


@pytest.mark.parametrize(
    ("player_b", "result"),
    [(None, Result.A_WIN), ("b", Result.BYE), (None, None), ("a", Result.A_WIN)],
)
def test_inconsistent_records_are_refused(player_b: str | None, result: Result | None) -> None:
    with pytest.raises(TournamentError):
        MatchRecord(1, "a", player_b, result)


def test_records_round_trip_through_json() -> None:
    record = MatchRecord.bye(3, "a")
    assert json.loads(json.dumps(record.to_dict())) == {
        "round": 3, "player_a": "a", "player_b": None, "result": "bye", "stage": "swiss",
    }  # fmt: skip


def test_fraction_display_rounds_exactly() -> None:
    assert fraction_to_dict(Fraction(-2, 3)) == {"exact": "-2/3", "display": "-0.6667"}
    assert fraction_to_dict(Fraction(5)) == {"exact": "5/1", "display": "5.0000"}
