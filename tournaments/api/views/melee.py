"""Melee tables over HTTP ([T-MELEE-1]): the round's tables, players reporting and
confirming every seat's place, the organizer recording or correcting them, and the public
read of the tables. Seating a round is ``rounds/pair/`` as for joust."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments import access
from tournaments.api.base import IDEMPOTENCY_PARAMETER, ApiView, ListView, idempotency_key
from tournaments.api.schema import (
    PUBLIC_ERRORS,
    READ_ERRORS,
    TOURNAMENT_ID,
    WRITE_ERRORS,
    responses,
)
from tournaments.api.serializers import inputs, melee, outputs
from tournaments.api.throttles import ScopedUserThrottle
from tournaments.api.views.public import PublicView
from tournaments.api.views.rounds import OrganizerCommand, command_schema
from tournaments.api.views.tournaments import validated
from tournaments.errors import DomainError, NotFound
from tournaments.selectors import tournaments as select
from tournaments.selectors.roles import roles_get
from tournaments.services import melee as svc

TABLE_KEY = OpenApiParameter(
    "key",
    {"type": "string", "pattern": "^[a-z0-9-]{1,30}$"},
    OpenApiParameter.PATH,
    description='A melee table key, e.g. "r2-t5".',
)
ROUND = OpenApiParameter(
    "round",
    {"type": "integer", "minimum": 0, "maximum": 999},
    required=False,
    description="A Swiss round number (default: the current round).",
)
TABLE_WRITE = [TOURNAMENT_ID, TABLE_KEY, IDEMPOTENCY_PARAMETER]
COMMAND = responses(outputs.CommandResultSerializer, *WRITE_ERRORS)


def _round(request: Request) -> int | None:
    number = request.query_params.get("round")
    if number is None:
        return None
    if not (number.isascii() and number.isdigit() and len(number) < 4):
        raise DomainError("round is a round number", field="round")
    return int(number)


def _table(tournament: Any, key: str, *, official: bool) -> Any:
    table = svc.table_get(tournament, key)
    if table is None or not (official or table.round.published):
        raise NotFound(f"there is no table {key} in this tournament", field="key")
    return table


class TableList(ListView):
    serializer_class = melee.MeleeTableSerializer
    query_parameters = ("limit", "offset", "round")

    def get_queryset(self) -> Any:
        tournament = select.tournament_get(self.kwargs["tournament_id"])
        tables = svc.table_list(tournament, _round(self.request))
        if not roles_get(self.request.user, tournament) & access.OFFICIALS:
            tables = tables.filter(round__published=True)  # a draft is for officials only
        return tables

    @extend_schema(
        operation_id="melee_tables_list",
        parameters=[TOURNAMENT_ID, ROUND],
        responses=responses(melee.MeleeTableSerializer, *READ_ERRORS),
        description="A melee round's tables with seats, reports and places ([T-MELEE-1]).",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        return super().get(request)


class TableDetail(ApiView):
    @extend_schema(
        operation_id="melee_tables_retrieve",
        parameters=[TOURNAMENT_ID, TABLE_KEY],
        responses=responses(melee.MeleeTableSerializer, *READ_ERRORS),
    )
    def get(self, request: Request, tournament_id: int, key: str) -> Response:
        tournament = select.tournament_get(tournament_id)
        official = bool(roles_get(request.user, tournament) & access.OFFICIALS)
        table = _table(tournament, key, official=official)
        return Response(melee.MeleeTableSerializer(table).data)


class _PlayerCommand(ApiView):
    throttle_classes = (ScopedUserThrottle,)
    throttle_scope = "result_report"


class PlacesReport(_PlayerCommand):
    @extend_schema(
        operation_id="melee_places_report",
        parameters=TABLE_WRITE,
        request=melee.PlacesInput,
        responses=COMMAND,
        description="A seated player reports every seat's finishing place ([T-MELEE-1]); the "
        "others confirm. A different report replaces the proposal. Seated players only "
        "(others: the 404 of a missing table). Throttled per user.",
    )
    def post(self, request: Request, tournament_id: int, key: str) -> Response:
        tournament = select.tournament_get(tournament_id)
        data = validated(melee.PlacesInput, request)
        recorded = svc.places_report(
            tournament,
            key,
            user=request.user,
            places=data["places"],
            end_reason=data.get("end_reason"),
            idempotency_key=idempotency_key(request),
        )
        return Response(outputs.command_result(recorded))


class PlacesConfirm(_PlayerCommand):
    @extend_schema(
        operation_id="melee_places_confirm",
        parameters=TABLE_WRITE,
        request=inputs.EmptyInput,
        responses=COMMAND,
        description="A seated player agrees with the reported places; the last confirmation "
        "records them ([T-MELEE-1]). Throttled per user.",
    )
    def post(self, request: Request, tournament_id: int, key: str) -> Response:
        tournament = select.tournament_get(tournament_id)
        validated(inputs.EmptyInput, request)
        recorded = svc.places_confirm(
            tournament, key, user=request.user, idempotency_key=idempotency_key(request)
        )
        return Response(outputs.command_result(recorded))


class _TableCommand(OrganizerCommand):
    throttle_classes = (ScopedUserThrottle,)
    throttle_scope = "result_report"

    def check(self, tournament: Any, **path: Any) -> None:
        _table(tournament, path["key"], official=True)


class PlacesRecord(_TableCommand):
    input = melee.PlacesInput

    @command_schema(
        "melee_places_record",
        melee.PlacesInput,
        "Record a melee table's places ([T-MELEE-1]).",
        parameters=TABLE_WRITE,
    )
    def post(self, request: Request, tournament_id: int, **path: Any) -> Response:
        return super().post(request, tournament_id, **path)

    def run(self, tournament: Any, data: dict[str, Any], **meta: Any) -> Any:
        key = meta.pop("key")
        return svc.places_record(
            tournament, key, data["places"], end_reason=data.get("end_reason"), **meta
        )


class PlacesCorrect(_TableCommand):
    input = melee.PlacesCorrectInput

    @command_schema(
        "melee_places_correct",
        melee.PlacesCorrectInput,
        "Correct a melee table's places; later rounds already seated are flagged stale "
        "([T-OPEN-5]).",
        parameters=TABLE_WRITE,
    )
    def post(self, request: Request, tournament_id: int, **path: Any) -> Response:
        return super().post(request, tournament_id, **path)

    def run(self, tournament: Any, data: dict[str, Any], **meta: Any) -> Any:
        key = meta.pop("key")
        return svc.places_correct(
            tournament,
            key,
            data["places"],
            reason=data["reason"],
            end_reason=data.get("end_reason"),
            **meta,
        )


class PublicTableList(PublicView, ListView):
    serializer_class = melee.PublicMeleeTableSerializer
    query_parameters = ("limit", "offset", "round")

    def get_queryset(self) -> Any:
        tournament = select.tournament_get(self.kwargs["tournament_id"])
        return svc.table_list(tournament, _round(self.request)).filter(round__published=True)

    @extend_schema(
        operation_id="public_melee_tables_list",
        auth=[],
        parameters=[TOURNAMENT_ID, ROUND],
        responses=responses(melee.PublicMeleeTableSerializer, *PUBLIC_ERRORS),
        description="A melee round's tables with seats and settled places (default: the "
        "current round).",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        return super().get(request)
