"""CSV exports of standings and pairings (for rankings sites and spreadsheets)."""

from __future__ import annotations

from typing import Any

from tournaments.models import Tournament
from tournaments.selectors.rounds import round_rows, rounds_list, standings_list


def csv_cell(value: Any) -> Any:
    """Keep spreadsheet programs from running a name as a formula."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


STANDINGS_CSV_HEADER = (
    "rank",
    "player_id",
    "name",
    "points",
    "wins",
    "modified_wins",
    "losses",
    "byes",
    "rounds_played",
    "sos",
    "esos",
    "status",
)
PAIRINGS_CSV_HEADER = (
    "stage",
    "round",
    "table",
    "match",
    "player_a_id",
    "player_a",
    "player_b_id",
    "player_b",
    "result",
    "end_reason",
)


def standings_csv_rows(tournament: Tournament) -> list[list[Any]]:
    return [
        [
            csv_cell(v)
            for v in (
                s.rank,
                s.registration.player_id,
                s.registration.name,
                s.points,
                s.wins,
                s.modified_wins,
                s.losses,
                s.byes,
                s.rounds_played,
                s.sos_display,
                s.esos_display,
                s.status,
            )
        ]
        for s in standings_list(tournament)
    ]


def pairings_csv_rows(tournament: Tournament) -> list[list[Any]]:
    """Every table of every round, Swiss first."""
    out = []
    for round_ in rounds_list(tournament):
        if not round_.published:
            continue  # a draft is not public [T-SWISS-6]
        for row in round_rows(round_):
            b = row.player_b
            values = (
                round_.stage,
                round_.number,
                row.table or "",
                row.key,
                row.player_a.player_id,
                row.player_a.name,
                b.player_id if b else "",
                b.name if b else "",
                row.result or "",
                row.match.end_reason or "",
            )
            out.append([csv_cell(v) for v in values])
    return out
