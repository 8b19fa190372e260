"""The cut from Swiss standings to single elimination ([T-CUT-1], [T-STRUCT-3], [T-DROP-3]).

>>> from engine.tournament.drops import PlayerEntry
>>> from engine.tournament.standings import compute_standings
>>> table = compute_standings([PlayerEntry(f"p{i}") for i in range(1, 11)], [], seed="s")
>>> cut = make_cut(table, TopCut(4))
>>> [s.player_id for s in cut.seeds] == [r.player_id for r in table.rows[:4]]
True
>>> third = cut.seeds[2].player_id
>>> recut = make_cut(table, TopCut(4), withdrawn={third})
>>> [s.swiss_rank for s in recut.seeds], recut.replaced == (third,)
([1, 2, 4, 5], True)
"""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass
from typing import Any

from engine.tournament.drops import PlayerStatus
from engine.tournament.standings import StandingRow, Standings
from engine.tournament.structures import CutRule, TopCut, WinThresholdCut


@dataclass(frozen=True)
class CutSeed:
    """Bracket seed ``seed`` (1 is the top seed); ``player_id`` None is a bye slot."""

    seed: int
    player_id: str | None
    swiss_rank: int | None

    def to_dict(self) -> dict[str, Any]:
        return {"seed": self.seed, "player_id": self.player_id, "swiss_rank": self.swiss_rank}


@dataclass(frozen=True)
class Cut:
    rule: CutRule
    seeds: tuple[CutSeed, ...]
    replaced: tuple[str, ...]  # cut players who withdrew before the first game [T-DROP-3]

    def seed_list(self) -> list[str | None]:
        """Players by seed, None for bye slots: the input of ``bracket_round``."""
        return [seed.player_id for seed in self.seeds]

    def to_dict(self) -> dict[str, Any]:
        return {
            "rule": self.rule.to_dict(),
            "seeds": [seed.to_dict() for seed in self.seeds],
            "replaced": list(self.replaced),
        }


def make_cut(standings: Standings, rule: CutRule, withdrawn: Set[str] = frozenset()) -> Cut:
    """Seeds of the elimination bracket from the Swiss standings ([T-OPEN-4]).

    Players who dropped during the Swiss stage, or are disqualified, do not make the cut.
    ``withdrawn`` are cut players who dropped before the first elimination game: the next
    ranked players move up and the cut is re-seeded ([T-DROP-3]). Missing players leave bye
    slots at the bottom seeds, so the top seeds get the byes. A win-threshold cut with more
    qualifiers than its bracket takes the best-ranked ones.
    """
    eligible = [row for row in standings.rows if _can_enter(row, withdrawn)]
    size = rule.size if isinstance(rule, TopCut) else rule.bracket_size
    if isinstance(rule, WinThresholdCut):
        eligible = [row for row in eligible if row.total_wins >= rule.min_wins]
    chosen = eligible[:size]
    seeds = [CutSeed(i + 1, row.player_id, row.rank) for i, row in enumerate(chosen)]
    seeds += [CutSeed(i + 1, None, None) for i in range(len(chosen), size)]
    return Cut(rule, tuple(seeds), _replaced(standings, rule, withdrawn))


def _can_enter(row: StandingRow, withdrawn: Set[str]) -> bool:
    return row.status is PlayerStatus.ACTIVE and row.player_id not in withdrawn


def _replaced(standings: Standings, rule: CutRule, withdrawn: Set[str]) -> tuple[str, ...]:
    if not withdrawn:
        return ()
    original = make_cut(standings, rule)
    return tuple(s.player_id for s in original.seeds if s.player_id and s.player_id in withdrawn)
