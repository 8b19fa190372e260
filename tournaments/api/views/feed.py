"""The v3 public feed, mounted at /api/v3/: a drop-in for The Jousting Pavilion's v3 games
and tournaments endpoints (research 2.2), with conditional requests (ETag/Last-Modified, 304)
and cache headers. No login; throttled per address like the v1 public API.

Unlike v1, unknown query parameters are ignored, as a drop-in must be: clients written for the
Pavilion may send cache-busters or parameters of theirs (docs/api.md says which).
"""

from __future__ import annotations

import datetime
from typing import Any

from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from tournaments.api.conditional import conditional
from tournaments.api.schema import PUBLIC_ERRORS, TOURNAMENT_ID, errors
from tournaments.api.serializers import feed as shapes
from tournaments.api.throttles import PublicThrottle
from tournaments.api.views.public import query_flag, query_id
from tournaments.errors import DomainError, NotFound
from tournaments.selectors import feed as select
from tournaments.selectors.tournaments import tournament_get

MAX_PAGE = 10**6
_NOT_MODIFIED = {304: OpenApiResponse(description="Not modified (If-None-Match/Since).")}
_PAGE = OpenApiParameter(
    "page",
    {"type": "integer", "minimum": 1, "maximum": MAX_PAGE, "default": 1},
    description="50 rows a page, oldest first; a page past the end is an empty list.",
)
_TOURNAMENT = OpenApiParameter("tournament_id", {"type": "integer", "minimum": 1})


class _Feed(APIView):
    permission_classes = (AllowAny,)
    authentication_classes = ()  # no session: no CSRF and no per-user variation
    throttle_classes = (PublicThrottle,)


def _page(request: Request) -> int:
    raw = request.query_params.get("page", "1")
    if not (raw.isascii() and raw.isdigit() and len(raw) <= 7) or not 1 <= int(raw) <= MAX_PAGE:
        raise DomainError(f"page is a whole number from 1 to {MAX_PAGE}", field="page")
    return int(raw)


def _after(request: Request) -> datetime.date | None:
    raw = request.query_params.get("after")
    if raw is None:
        return None
    try:
        if len(raw) == 10:
            return datetime.date.fromisoformat(raw)
    except ValueError:
        pass
    raise DomainError("after is a date, YYYY-MM-DD", field="after")


class GameFeed(_Feed):
    @extend_schema(
        operation_id="v3_games_list",
        auth=[],
        parameters=[
            _PAGE,
            _TOURNAMENT,
            OpenApiParameter(
                "current_only",
                {"type": "string", "enum": ["0", "1", "true", "false"]},
                description="1: the current round's pairings, all in one list (no page); "
                "needs tournament_id.",
            ),
        ],
        responses={
            200: shapes.GameV3Serializer(many=True),
            **_NOT_MODIFIED,
            **errors(400, 429),
        },
        description="Every published game, oldest first, 50 a page (The Jousting Pavilion's "
        "v3 games feed). game_status 100 is complete; a bye is p2_id -1.",
    )
    def get(self, request: Request) -> Response:
        tournament_id = query_id(request, "tournament_id")
        current_only = query_flag(request, "current_only")
        if current_only and tournament_id is None:
            raise DomainError("current_only needs a tournament_id", field="current_only")
        if current_only and "page" in request.query_params:
            raise DomainError("current_only gives the whole round: no page", field="page")
        page = _page(request)
        fingerprint = (
            select.fingerprint_all()
            if tournament_id is None
            else select.fingerprint_one(tournament_id)
        )

        def build() -> list[dict[str, Any]]:
            if current_only:
                games = select.game_current_round(tournament_id or 0)
            else:
                games = select.game_page(page=page, tournament_id=tournament_id)
            return shapes.game_rows(games)

        names = ("page", "tournament_id", "current_only")
        return conditional(request, names, fingerprint, build)


class TournamentFeed(_Feed):
    @extend_schema(
        operation_id="v3_tournaments_list",
        auth=[],
        parameters=[
            _PAGE,
            _TOURNAMENT,
            OpenApiParameter(
                "after",
                {"type": "string", "format": "date"},
                description="Only events played on or after this day (YYYY-MM-DD).",
            ),
        ],
        responses={
            200: shapes.TournamentV3Serializer(many=True),
            **_NOT_MODIFIED,
            **errors(400, 429),
        },
        description="Tournaments in creation order, 50 a page, with their player_count.",
    )
    def get(self, request: Request) -> Response:
        tournament_id = query_id(request, "tournament_id")
        after, page = _after(request), _page(request)
        fingerprint = (
            select.fingerprint_all()
            if tournament_id is None
            else select.fingerprint_one(tournament_id)
        )

        def build() -> list[dict[str, Any]]:
            rows = select.tournament_page(page=page, after=after, tournament_id=tournament_id)
            return [shapes.tournament_row(t) for t in rows]

        return conditional(request, ("page", "tournament_id", "after"), fingerprint, build)


class TournamentEntrants(_Feed):
    @extend_schema(
        operation_id="v3_tournaments_retrieve",
        auth=[],
        parameters=[TOURNAMENT_ID],
        responses={
            200: shapes.EntrantV3Serializer(many=True),
            **_NOT_MODIFIED,
            **errors(*PUBLIC_ERRORS),
        },
        description="The tournament's entrants, by standing; topx is the final place once "
        "the event is completed.",
    )
    def get(self, request: Request, tournament_id: str) -> Response:
        number = int(tournament_id)  # the path allows digits only
        fingerprint = select.fingerprint_one(number)
        if not fingerprint.found:
            raise NotFound(f"there is no tournament {number}")

        def build() -> list[dict[str, Any]]:
            tournament = tournament_get(number)
            return shapes.entrant_rows(tournament, select.entrant_list(tournament))

        return conditional(request, (), fingerprint, build)
