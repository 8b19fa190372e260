"""Structures by player count ([T-STRUCT-1], [T-STRUCT-2], [T-STRUCT-3])."""

import json

import pytest

from engine.tournament import (
    StructurePreset,
    TopCut,
    TournamentError,
    WinThresholdCut,
    custom_structure,
    structure_for,
)

BASIC_TABLE = [  # (players, rounds, cut) at each edge of the regulations' table
    (4, 3, None), (8, 3, None), (9, 4, None), (16, 4, None), (17, 4, 4), (24, 4, 4),
    (25, 5, 4), (40, 5, 4), (41, 5, 8), (44, 5, 8), (45, 6, 8), (76, 6, 8),
    (77, 6, 16), (148, 6, 16), (149, 7, 16), (2000, 7, 16),
]  # fmt: skip
ADVANCED_TABLE = [
    (9, 4, 4), (12, 4, 4), (13, 4, 8), (24, 4, 8), (25, 5, 8), (40, 5, 8), (41, 6, 8),
    (76, 6, 8), (77, 6, 16), (148, 6, 16), (149, 6, 32), (288, 6, 32), (289, 7, 32),
    (512, 7, 32), (513, 8, 32), (3000, 8, 32),
]  # fmt: skip


@pytest.mark.parametrize(("players", "rounds", "cut"), BASIC_TABLE)
def test_T_STRUCT_1_basic_structure(players: int, rounds: int, cut: int | None) -> None:
    structure = structure_for(players, StructurePreset.BASIC)
    assert (structure.swiss_rounds, structure.cut) == (rounds, cut and TopCut(cut))


@pytest.mark.parametrize(("players", "rounds", "cut"), ADVANCED_TABLE)
def test_T_STRUCT_2_advanced_structure(players: int, rounds: int, cut: int) -> None:
    structure = structure_for(players, StructurePreset.ADVANCED)
    assert (structure.swiss_rounds, structure.cut) == (rounds, TopCut(cut))


@pytest.mark.parametrize(
    ("players", "preset", "rule"),
    [(3, StructurePreset.BASIC, "T-STRUCT-1"), (8, StructurePreset.ADVANCED, "T-STRUCT-2")],
)
def test_T_STRUCT_presets_refuse_too_few_players(
    players: int, preset: StructurePreset, rule: str
) -> None:
    with pytest.raises(TournamentError) as error:
        structure_for(players, preset)
    assert error.value.rule == rule


def test_T_STRUCT_3_custom_structure_with_win_threshold_cut() -> None:
    structure = custom_structure(8, WinThresholdCut(min_wins=6, bracket_size=32))
    assert json.loads(json.dumps(structure.to_dict())) == {
        "preset": "custom",
        "swiss_rounds": 8,
        "cut": {"kind": "win_threshold", "min_wins": 6, "bracket_size": 32},
    }


def test_T_CUT_1_cut_sizes_are_powers_of_two() -> None:
    for size in (4, 8, 16, 32, 64):
        assert TopCut(size).size == size
    for size in (0, 6, 12):
        with pytest.raises(TournamentError, match=r"\[T-CUT-1\]"):
            TopCut(size)
