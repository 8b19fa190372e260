"""Public pages: events, pairings by table with player search, standings, past rounds,
the bracket, the big screen, printable sheets and CSV exports. Read-only."""

from __future__ import annotations

import csv
from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.text import slugify

from tournaments import access
from tournaments.selectors import rounds as queries
from tournaments.web.guards import HtmxRequest, registration_or_404, tournament_or_404
from tournaments.web.pages import decks, exports, public_context


def home(request: HttpRequest) -> HttpResponse:
    return render(request, "tournaments/home.html", queries.events_list(request.user))


def event_detail(request: HtmxRequest, tournament_id: int) -> HttpResponse:
    """The event page; an htmx search request gets only the pairings table back."""
    tournament = tournament_or_404(tournament_id)
    query = request.GET.get("q", "")[:100]
    context = public_context.event_page(tournament, request.user, query)
    if request.htmx and request.htmx.target == "pairings":
        return render(request, "tournaments/_pairings.html", context)
    return render(request, "tournaments/event.html", context)


def round_detail(request: HtmxRequest, tournament_id: int, stage: str, number: int) -> HttpResponse:
    tournament = tournament_or_404(tournament_id)
    query = request.GET.get("q", "")[:100]
    context = public_context.round_page(tournament, stage, number, query, request.user)
    if context["round"] is None:
        raise Http404("no such round")
    if request.htmx and request.htmx.target == "pairings":
        return render(request, "tournaments/_pairings.html", context)
    return render(request, "tournaments/round.html", context)


def standings(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = tournament_or_404(tournament_id)
    page = request.GET.get("page", "1")
    context = public_context.standings_page(
        tournament,
        request.user,
        page=int(page) if page.isdigit() else 1,
        query=request.GET.get("q", ""),
    )
    return render(request, "tournaments/standings.html", context)


def bracket(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = tournament_or_404(tournament_id)
    context = {"tournament": tournament, **queries.bracket_get(tournament)}
    return render(request, "tournaments/bracket.html", context)


def deck_detail(request: HttpRequest, tournament_id: int, player_id: str) -> HttpResponse:
    """A decklist, shown only as [T-DECK-3] allows (404 otherwise, like a missing page)."""
    tournament = tournament_or_404(tournament_id)
    registration = registration_or_404(tournament, player_id)
    viewer = access.viewer_get(request.user, tournament)
    if not access.can_see_deck(viewer, tournament, registration) or not registration.deck:
        raise Http404("no such deck")
    context = {
        "tournament": tournament,
        "registration": registration,
        "sections": decks.deck_lines(registration.deck, registration.deck_errors),
        "errors": decks.deck_errors_named(registration.deck_errors),
    }
    return render(request, "tournaments/deck.html", context)


def _csv_response(tournament_name: str, what: str) -> tuple[HttpResponse, Any]:
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    filename = f"{slugify(tournament_name) or 'event'}-{what}.csv"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response, csv.writer(response)


def standings_csv(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = tournament_or_404(tournament_id)
    response, writer = _csv_response(tournament.name, "standings")
    writer.writerow(exports.STANDINGS_CSV_HEADER)
    writer.writerows(exports.standings_csv_rows(tournament))
    return response


def pairings_csv(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = tournament_or_404(tournament_id)
    response, writer = _csv_response(tournament.name, "pairings")
    writer.writerow(exports.PAIRINGS_CSV_HEADER)
    writer.writerows(exports.pairings_csv_rows(tournament))
    return response
