"""Event structures: Swiss rounds and cut by registered players ([T-STRUCT-1..3]).

>>> structure_for(30).to_dict()
{'preset': 'basic', 'swiss_rounds': 5, 'cut': {'kind': 'top', 'size': 4}}
>>> structure_for(600, StructurePreset.ADVANCED).cut
TopCut(size=32)
>>> custom_structure(8, WinThresholdCut(min_wins=6, bracket_size=32)).cut.to_dict()
{'kind': 'win_threshold', 'min_wins': 6, 'bracket_size': 32}
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from engine.tournament.points import TournamentError


class StructurePreset(StrEnum):
    """Which structure table an event uses."""

    BASIC = "basic"  # [T-STRUCT-1], store championships
    ADVANCED = "advanced"  # [T-STRUCT-2], regional championships
    CUSTOM = "custom"  # [T-STRUCT-3], premier events


@dataclass(frozen=True)
class TopCut:
    """The top ``size`` of the Swiss standings ([T-CUT-1])."""

    size: int

    def __post_init__(self) -> None:
        if self.size < 2 or self.size & (self.size - 1):
            raise TournamentError(
                "T-CUT-1", f"a cut is a power of two of 2 or more, not {self.size}"
            )

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "top", "size": self.size}


@dataclass(frozen=True)
class WinThresholdCut:
    """Everyone with ``min_wins`` or more wins (byes count) enters a bracket of
    ``bracket_size``, top seeds getting the byes that fill it ([T-STRUCT-3])."""

    min_wins: int
    bracket_size: int

    def __post_init__(self) -> None:
        TopCut(self.bracket_size)  # same power-of-two check
        if self.min_wins < 0:
            raise TournamentError("T-STRUCT-3", "the win threshold cannot be negative")

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": "win_threshold",
            "min_wins": self.min_wins,
            "bracket_size": self.bracket_size,
        }


CutRule = TopCut | WinThresholdCut


@dataclass(frozen=True)
class Structure:
    preset: StructurePreset
    swiss_rounds: int
    cut: CutRule | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "preset": self.preset.value,
            "swiss_rounds": self.swiss_rounds,
            "cut": None if self.cut is None else self.cut.to_dict(),
        }


# (fewest players, most players or None for "and up", Swiss rounds, cut size or None)
_BASIC = (
    (4, 8, 3, None),
    (9, 16, 4, None),
    (17, 24, 4, 4),
    (25, 40, 5, 4),
    (41, 44, 5, 8),
    (45, 76, 6, 8),
    (77, 148, 6, 16),
    (149, None, 7, 16),
)
_ADVANCED = (
    (9, 12, 4, 4),
    (13, 24, 4, 8),
    (25, 40, 5, 8),
    (41, 76, 6, 8),
    (77, 148, 6, 16),
    (149, 288, 6, 32),
    (289, 512, 7, 32),
    (513, None, 8, 32),
)
_TABLES = {StructurePreset.BASIC: _BASIC, StructurePreset.ADVANCED: _ADVANCED}
_RULE_IDS = {StructurePreset.BASIC: "T-STRUCT-1", StructurePreset.ADVANCED: "T-STRUCT-2"}


def structure_for(player_count: int, preset: StructurePreset = StructurePreset.BASIC) -> Structure:
    """The preset's rounds and cut for ``player_count`` registered players."""
    if preset is StructurePreset.CUSTOM:
        raise TournamentError("T-STRUCT-3", "a custom structure is built with custom_structure()")
    for low, high, rounds, cut in _TABLES[preset]:
        if low <= player_count and (high is None or player_count <= high):
            return Structure(preset, rounds, None if cut is None else TopCut(cut))
    smallest = _TABLES[preset][0][0]
    raise TournamentError(
        _RULE_IDS[preset], f"the {preset} structure needs at least {smallest} players"
    )


def custom_structure(swiss_rounds: int, cut: CutRule | None = None) -> Structure:
    """Any number of Swiss rounds and any cut ([T-STRUCT-3])."""
    if swiss_rounds < 0:
        raise TournamentError("T-STRUCT-3", "the number of Swiss rounds cannot be negative")
    return Structure(StructurePreset.CUSTOM, swiss_rounds, cut)
