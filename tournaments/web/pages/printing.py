"""Printed sheets for the organizer's table: match slips (table, players, result boxes,
signatures, extra time), pairings with each player's points and record going into the
round, and final standings with the cut's placings, faction and agenda (and as CSV)."""

from __future__ import annotations

import csv
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.text import slugify

from tournaments.models import Tournament
from tournaments.selectors.final_standings import final_standings_list
from tournaments.selectors.records import NO_GAMES, record_from_row
from tournaments.web.guards import official_only, tournament_or_404
from tournaments.web.pages import public_context
from tournaments.web.pages.exports import csv_cell

FINAL_CSV_HEADER = ("place", "name", "faction", "agenda", "points", "record", "swiss_rank")


def _going_in(round_: Any) -> dict[str, dict[str, Any]]:
    """Each player's points and record before the round, from the standings it was paired
    from (empty for round 1: everyone starts at 0)."""
    rows = round_.paired_from if round_ is not None else []
    return {
        r["player_id"]: {"points": r["points"], "record": str(record_from_row(r))} for r in rows
    }


def _with_records(context: dict[str, Any]) -> list[dict[str, Any]]:
    records = _going_in(context["round"])
    blank = {"points": 0, "record": str(NO_GAMES)}

    def of(registration: Any) -> dict[str, Any]:
        return records.get(registration.player_id, blank) if registration else blank

    return [{"row": r, "a": of(r.player_a), "b": of(r.player_b)} for r in context["rows"]]


def print_pairings(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """By table (with points and records), then every player by name with their table."""
    tournament = tournament_or_404(tournament_id)
    context = public_context.event_page(tournament, request.user)
    context["tables"] = _with_records(context)
    context["by_name"] = public_context.rows_by_player_name(context["rows"])
    return render(request, "tournaments/print_pairings.html", context)


@official_only
def print_slips(request: HttpRequest, tournament: Tournament) -> HttpResponse:
    """One slip per game of the current round, four to a page."""
    context = public_context.event_page(tournament, request.user)
    context["slips"] = [t for t in _with_records(context) if t["row"].player_b is not None]
    return render(request, "tournaments/print_slips.html", context)


def print_standings(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = tournament_or_404(tournament_id)
    context = {"tournament": tournament, "placings": final_standings_list(tournament)}
    return render(request, "tournaments/print_standings.html", context)


def final_standings_csv(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = tournament_or_404(tournament_id)
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    name = f"{slugify(tournament.name) or 'event'}-final-standings.csv"
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    writer = csv.writer(response)
    writer.writerow(FINAL_CSV_HEADER)
    for p in final_standings_list(tournament):
        values = (p.place, p.name, p.faction, p.agenda, p.points, p.record, p.swiss_rank)
        writer.writerow([csv_cell(v) for v in values])
    return response
