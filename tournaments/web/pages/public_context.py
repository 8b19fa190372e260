"""What the public pages show: the event page, a round's tables and the standings, each
gathered for one view (the reads are ``selectors.rounds``, who may see what ``access``)."""

from __future__ import annotations

from typing import Any

from tournaments.access import decklists_public, viewer_get, visible
from tournaments.models import Tournament
from tournaments.selectors.reports import my_pairing
from tournaments.selectors.rounds import (
    MatchRow,
    current_round,
    round_clock,
    round_get,
    round_rows,
    rounds_list,
    standings_page_get,
)
from tournaments.selectors.tournaments import registration_count
from tournaments.web.pages.event_facts import STATUS_LABELS, structure_words


def event_page(tournament: Tournament, user: Any, query: str = "") -> dict[str, Any]:
    """Everything the public event page shows: the current round's tables, the viewer's own
    game, and the event's facts."""
    viewer = viewer_get(user, tournament)
    round_ = visible(current_round(tournament), viewer)
    return {
        "tournament": tournament,
        "viewer": viewer,
        "status_label": STATUS_LABELS.get(tournament.status, tournament.status),
        "structure": structure_words(tournament.structure or tournament.settings.get("structure")),
        "round": round_,
        "rows": round_rows(round_, query),
        "query": query,
        "mine": my_pairing(tournament, viewer.registration),
        "player_count": registration_count(tournament),
        "rounds": [r for r in rounds_list(tournament) if visible(r, viewer)],
        "clock": round_clock(tournament, round_),
    }


def round_page(
    tournament: Tournament, stage: str, number: int, query: str = "", user: Any = None
) -> dict[str, Any]:
    round_ = visible(round_get(tournament, stage, number), viewer_get(user, tournament))
    return {"tournament": tournament, "round": round_, "rows": round_rows(round_, query)}


def rows_by_player_name(rows: list[MatchRow]) -> list[dict[str, Any]]:
    """Each player of a round once, by name, with their table and opponent."""
    people = []
    for row in rows:
        people.append({"name": row.player_a.name, "table": row.table, "opponent": row.player_b})
        if row.player_b is not None:
            people.append({"name": row.player_b.name, "table": row.table, "opponent": row.player_a})
    return sorted(people, key=lambda p: p["name"].lower())


def standings_page(
    tournament: Tournament, user: Any, page: int = 1, query: str = ""
) -> dict[str, Any]:
    """Standings a page at a time (or the players whose name has ``query``), whether they
    are behind the latest events (the refresh runs after each command), and whether
    decklists may be linked ([T-DECK-3])."""
    viewer = viewer_get(user, tournament)
    return {
        "tournament": tournament,
        **standings_page_get(tournament, page, query),
        "updating": bool(tournament.current_round)
        and tournament.standings_version < tournament.version,
        "decks_linked": decklists_public(tournament) or viewer.is_official,
    }
