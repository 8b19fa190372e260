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
    ListView,
    idempotency_key,
    validated,
)
from tournaments.api.schema import READ_ERRORS, TOURNAMENT_ID, WRITE_ERRORS, responses
from tournaments.api.serializers import inputs, outputs
from tournaments.api.views.commands import (
    Command,
    OrganizerCommand,
    ReadView,
    command_schema,
    read_schema,
)
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


@read_schema(
    "tournaments_retrieve",
    "The tournament: its settings and structure, with the caller's roles in it.",
    parameters=[TOURNAMENT_ID],
)
class TournamentDetail(ReadView):
    output = outputs.TournamentDetailSerializer

    def find(self, read: Command) -> Any:
        return read.tournament

    def body(self, found: Any, read: Command) -> Any:
        return detail(read.request, found, roles_get(read.user, found))


@read_schema("staff_list", "The judges and marshals; officials only.", parameters=[TOURNAMENT_ID])
@command_schema(
    "staff_assign",
    "Make a user a judge or marshal ([T-ROLE-1]); organizer only.",
    parameters=[TOURNAMENT_ID],
)
class StaffListAssign(ReadView, OrganizerCommand):
    output = outputs.StaffSerializer
    many = True
    readers = access.OFFICIALS
    input = inputs.StaffInput

    def find(self, read: Command) -> Any:
        return select.staff_list(read.tournament)

    def run(self, command: Command) -> Any:
        user_id = command.data["user"]
        user = get_user_model().objects.filter(pk=user_id).first()
        if user is None:
            raise NotFound(f"there is no user {user_id}", field="user")
        role = command.data["role"]
        return svc.staff_assign(command.tournament, user, role, actor=command.meta["actor"])
