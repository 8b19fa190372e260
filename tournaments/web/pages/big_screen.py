"""The big screen for a projector at 100+ players: slides of tables, then slides of players
by name (find yourself alphabetically), each shown for a few seconds before the next; the
round clock stays on top. Every slide is a fresh read, so results and the clock keep up.
Without JavaScript, each slide links to the next."""

from __future__ import annotations

from math import ceil
from typing import Any

from django.conf import settings
from django.http import HttpResponse
from django.shortcuts import render

from tournaments.selectors.rounds import MatchRow
from tournaments.web.guards import HtmxRequest, tournament_or_404
from tournaments.web.pages import public_context

TABLES_PER_SLIDE = 24  # two columns of twelve at 1920x1080
NAMES_PER_SLIDE = 45  # three columns of fifteen


def big_screen(request: HtmxRequest, tournament_id: int) -> HttpResponse:
    tournament = tournament_or_404(tournament_id)
    context = public_context.event_page(tournament, request.user)
    context |= slide_context(context["rows"], _number(request.GET.get("slide")))
    context["seconds"] = settings.AGOT_SCREEN_SECONDS
    template = "tournaments/_screen_body.html" if request.htmx else "tournaments/screen.html"
    return render(request, template, context)


def _number(text: str | None) -> int:
    return int(text) if text and text.isdigit() else 0


def slide_context(rows: list[MatchRow], slide: int) -> dict[str, Any]:
    """The slide to show (tables or names) and which comes next."""
    names = public_context.rows_by_player_name(rows)
    table_slides = max(1, ceil(len(rows) / TABLES_PER_SLIDE))
    name_slides = ceil(len(names) / NAMES_PER_SLIDE)
    total = table_slides + name_slides
    slide %= total
    context: dict[str, Any] = {
        "slide": slide + 1,
        "slides": total,
        "next_slide": (slide + 1) % total,
    }
    if slide < table_slides:
        start = slide * TABLES_PER_SLIDE
        context |= {"kind": "tables", "rows": rows[start : start + TABLES_PER_SLIDE]}
        context["part"] = f"{slide + 1} of {table_slides}"
    else:
        index = slide - table_slides
        shown = names[index * NAMES_PER_SLIDE : (index + 1) * NAMES_PER_SLIDE]
        context |= {"kind": "names", "names": shown, "part": f"{index + 1} of {name_slides}"}
        context["name_range"] = f"{shown[0]['name']} to {shown[-1]['name']}"
    return context
