"""The public read API (no login): games, tournaments with entrants, current pairings and
standings. Shaped like The Jousting Pavilion's games feed (research 2.2) so community tools
(Elo and meta statistics, pairing overlays) can switch with little work. Decklists are not
here at all ([T-DECK-3]); nor are seeds or user accounts."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.authentication import BaseAuthentication
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.throttling import BaseThrottle

from tournaments.api.base import ApiView, ListView
from tournaments.api.schema import PUBLIC_ERRORS, TOURNAMENT_ID, responses
from tournaments.api.serializers import public
from tournaments.api.throttles import PublicThrottle
from tournaments.errors import DomainError
from tournaments.selectors import tournaments as select

if TYPE_CHECKING:  # a name of the DRF stubs only
    from rest_framework.permissions import _PermissionClass


class PublicView:
    permission_classes: Sequence[_PermissionClass] = (AllowAny,)
    # No session: no CSRF and no per-user variation.
    authentication_classes: Sequence[type[BaseAuthentication]] = ()
    throttle_classes: Sequence[type[BaseThrottle]] = (PublicThrottle,)


def query_flag(request: Request, name: str) -> bool:
    value = request.query_params.get(name)
    if value not in (None, "0", "1", "true", "false"):
        raise DomainError(f"{name} is 1 or 0", field=name)
    return value in ("1", "true")


def query_id(request: Request, name: str) -> int | None:
    value = request.query_params.get(name)
    if value is None:
        return None
    if not (value.isascii() and value.isdigit() and len(value) <= 18) or int(value) < 1:
        raise DomainError(f"{name} is a tournament id", field=name)
    return int(value)


class GameList(PublicView, ListView):
    serializer_class = public.GameSerializer
    query_parameters = ("limit", "offset", "tournament_id", "current_only")

    def get_queryset(self) -> Any:
        tournament_id = query_id(self.request, "tournament_id")
        current_only = query_flag(self.request, "current_only")
        if current_only and tournament_id is None:
            raise DomainError("current_only needs a tournament_id", field="current_only")
        return select.game_list(tournament_id=tournament_id, current_only=current_only)

    @extend_schema(
        operation_id="public_games_list",
        auth=[],
        parameters=[
            OpenApiParameter(
                "tournament_id", {"type": "integer", "minimum": 1, "maximum": 10**18 - 1}
            ),
            OpenApiParameter(
                "current_only",
                {"type": "string", "enum": ["0", "1", "true", "false"]},
                description="1: the current round only (pairings overlays); needs tournament_id.",
            ),
        ],
        responses=responses(public.GameSerializer, *PUBLIC_ERRORS),
        description="Every game, oldest first. A bye has no second player (p2_* null).",
    )
    def get(self, request: Request) -> Response:
        return super().get(request)


class TournamentList(PublicView, ListView):
    serializer_class = public.PublicTournamentSerializer

    def get_queryset(self) -> Any:
        return select.tournament_list_with_entrants()

    @extend_schema(
        operation_id="public_tournaments_list",
        auth=[],
        responses=responses(public.PublicTournamentSerializer, *PUBLIC_ERRORS),
    )
    def get(self, request: Request) -> Response:
        return super().get(request)


class TournamentDetail(PublicView, ApiView):
    @extend_schema(
        operation_id="public_tournaments_retrieve",
        auth=[],
        parameters=[TOURNAMENT_ID],
        responses=responses(public.PublicTournamentDetailSerializer, *PUBLIC_ERRORS),
        description="The tournament with its entrants (player_id, name, status, faction, agenda).",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        tournament = select.tournament_get(tournament_id)
        entrants = select.registration_list(tournament)
        body = public.PublicTournamentDetailSerializer(
            tournament, context={"entrants": entrants}
        ).data
        return Response(body)


class PairingList(PublicView, ListView):
    serializer_class = public.GameSerializer

    def get_queryset(self) -> Any:
        tournament = select.tournament_get(self.kwargs["tournament_id"])
        return select.game_list(tournament_id=tournament.pk, current_only=True)

    @extend_schema(
        operation_id="public_pairings_list",
        auth=[],
        parameters=[TOURNAMENT_ID],
        responses=responses(public.GameSerializer, *PUBLIC_ERRORS),
        description="The current round's pairings by table.",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        return super().get(request)


class StandingList(PublicView, ListView):
    serializer_class = public.PublicStandingSerializer

    def get_queryset(self) -> Any:
        return select.standing_list(select.tournament_get(self.kwargs["tournament_id"]))

    @extend_schema(
        operation_id="public_standings_list",
        auth=[],
        parameters=[TOURNAMENT_ID],
        responses=responses(public.PublicStandingSerializer, *PUBLIC_ERRORS),
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        return super().get(request)
