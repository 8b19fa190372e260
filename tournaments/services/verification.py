"""Checking stored read models against what the events alone say."""

from __future__ import annotations

from engine.tournament.points import fraction_to_dict
from tournaments import projections
from tournaments.models import Standing
from tournaments.services.tournaments import tournament_get
from tournaments.standings import standings_rows

COMPARED = ("rank", "points", "sos", "esos", "status")


def standings_differences(tournament_id: int) -> list[str]:
    """Every difference between stored standings and the engine's recomputation."""
    tournament = tournament_get(tournament_id)
    state = projections.tournament_state(tournament)
    expected = {
        row.player_id: {
            "rank": row.rank,
            "points": row.points,
            "sos": fraction_to_dict(row.sos)["exact"],
            "esos": fraction_to_dict(row.esos)["exact"],
            "status": row.status.value,
        }
        for row in standings_rows(state)
    }
    stored = {
        s.registration.player_id: {f: getattr(s, f) for f in COMPARED}
        for s in Standing.objects.filter(tournament=tournament).select_related("registration")
    }
    lines = [f"{pid}: missing from stored standings" for pid in expected.keys() - stored.keys()]
    lines += [f"{pid}: stored but not in the events" for pid in stored.keys() - expected.keys()]
    for pid in sorted(expected.keys() & stored.keys()):
        lines += [
            f"{pid}: {f} stored {stored[pid][f]!r}, events say {expected[pid][f]!r}"
            for f in COMPARED
            if stored[pid][f] != expected[pid][f]
        ]
    return lines
