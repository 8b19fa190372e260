"""Tournaments: list, create, retrieve (settings and structure), staff."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments import access
from tournaments.api.base import (
    IDEMPOTENCY_PARAMETER,
    ApiView,
    ListView,
    actor,
    idempotency_key,
    validated,
)
from tournaments.api.schema import READ_ERRORS, TOURNAMENT_ID, WRITE_ERRORS, responses
from tournaments.api.serializers import inputs, outputs
from tournaments.errors import NotFound
from tournaments.selectors import tournaments as select
from tournaments.selectors.roles import Role, roles_get
from tournaments.services import tournaments as svc


def detail(request: Request, tournament: Any, roles: frozenset[Role]) -> dict[str, Any]:
    context = {"roles": roles, "official": bool(roles & access.OFFICIALS)}
    return outputs.TournamentDetailSerializer(tournament, context=context).data


class TournamentListCreate(ListView):
    serializer_class = outputs.TournamentSerializer

    def get_queryset(self) -> Any:
        return select.tournament_list()

    @extend_schema(
        operation_id="tournaments_list",
        responses=responses(outputs.TournamentSerializer, *READ_ERRORS),
    )
    def get(self, request: Request) -> Response:
        return super().get(request)

    @extend_schema(
        operation_id="tournaments_create",
        request=inputs.TournamentCreateInput,
        parameters=[IDEMPOTENCY_PARAMETER],
        responses=responses(
            outputs.TournamentDetailSerializer, *WRITE_ERRORS, status=status.HTTP_201_CREATED
        ),
        description="Create a tournament; the caller becomes its organizer ([T-ROLE-1]).",
    )
    def post(self, request: Request) -> Response:
        data = validated(inputs.TournamentCreateInput, request)
        tournament = svc.tournament_create(
            organizer=request.user,
            name=data["name"],
            seed=data.get("seed"),
            preset=data["preset"],
            swiss_rounds=data.get("swiss_rounds"),
            cut_rule=data.get("cut"),
            points=data.get("points"),
            round_minutes=data["round_minutes"],
            restricted_list=data.get("restricted_list"),
            tier=data["tier"],
            format=data["format"],
            melee_points=data.get("melee_points"),
            date=data.get("date"),
            idempotency_key=idempotency_key(request),
        )
        body = detail(request, tournament, roles_get(request.user, tournament))
        return Response(body, status=status.HTTP_201_CREATED)


class TournamentDetail(ApiView):
    @extend_schema(
        operation_id="tournaments_retrieve",
        parameters=[TOURNAMENT_ID],
        responses=responses(outputs.TournamentDetailSerializer, *READ_ERRORS),
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        tournament = select.tournament_get(tournament_id)
        return Response(detail(request, tournament, roles_get(request.user, tournament)))


class StaffListAssign(ApiView):
    @extend_schema(
        operation_id="staff_list",
        parameters=[TOURNAMENT_ID],
        responses=responses(outputs.StaffSerializer(many=True), *READ_ERRORS, 403),
        description="The judges and marshals; officials only.",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        tournament = select.tournament_get(tournament_id)
        access.require_role(request.user, tournament, access.OFFICIALS)
        return Response(outputs.StaffSerializer(select.staff_list(tournament), many=True).data)

    @extend_schema(
        operation_id="staff_assign",
        parameters=[TOURNAMENT_ID],
        request=inputs.StaffInput,
        responses=responses(outputs.CommandResultSerializer, *WRITE_ERRORS),
        description="Make a user a judge or marshal ([T-ROLE-1]); organizer only.",
    )
    def post(self, request: Request, tournament_id: int) -> Response:
        tournament = select.tournament_get(tournament_id)
        access.require_role(request.user, tournament, access.ORGANIZER)
        data = validated(inputs.StaffInput, request)
        user = get_user_model().objects.filter(pk=data["user"]).first()
        if user is None:
            raise NotFound(f"there is no user {data['user']}", field="user")
        recorded = svc.staff_assign(tournament, user, data["role"], actor=actor(request))
        return Response(outputs.command_result(recorded))
