"""A player's record, the one definition every page, sheet and export shows (issue 42).

A record is written wins-losses. Every kind of win counts as a win: a modified (timed) win and
a bye are wins ([T-PTS-1]); an unpaired loss is a loss ([T-PTS-2]); there are no draws, so
there is no third number ([T-END-2]).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tournaments.models import Standing


@dataclass(frozen=True)
class Record:
    wins: int  # of every kind: won, modified (timed) and byes ([T-PTS-1])
    modified_wins: int  # of those, the modified ones (shown apart on the standings page)
    losses: int  # unpaired losses included ([T-PTS-2])

    def __str__(self) -> str:
        return f"{self.wins}-{self.losses}"


NO_GAMES = Record(0, 0, 0)


def record_get(standing: Standing) -> Record:
    """The record of a stored standings row (whose losses already hold the unpaired ones)."""
    return Record(
        wins=standing.wins + standing.modified_wins + standing.byes,
        modified_wins=standing.modified_wins,
        losses=standing.losses,
    )


def record_from_row(row: Mapping[str, Any]) -> Record:
    """The record of a standings row as an event stores it (``StandingRow.to_dict``), e.g.
    the standings a round was paired from."""
    return Record(
        wins=row["wins"] + row["modified_wins"] + row["byes"],
        modified_wins=row["modified_wins"],
        losses=row["losses"] + row.get("unpaired_losses", 0),
    )
