"""Melee tables over HTTP ([T-MELEE-1]): the round's tables, players reporting and
confirming every seat's place, the organizer recording or correcting them, and the public
read of the tables. Seating a round is ``rounds/pair/`` as for joust."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments import access
from tournaments.api.base import (
    IDEMPOTENCY_PARAMETER,
    ListView,
)
from tournaments.api.schema import (
    PUBLIC_ERRORS,
    READ_ERRORS,
    TOURNAMENT_ID,
    responses,
)
from tournaments.api.serializers import melee
from tournaments.api.throttles import ScopedUserThrottle
from tournaments.api.views.commands import (
    Command,
    CommandView,
    OrganizerCommand,
    ReadView,
    command_schema,
    organizer_schema,
    read_schema,
)
from tournaments.api.views.public import PublicView
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


@read_schema(
    "melee_tables_retrieve",
    "One melee table with its seats, reports and places ([T-MELEE-1]); a draft round's "
    "tables are for the officials only.",
    parameters=[TOURNAMENT_ID, TABLE_KEY],
)
class TableDetail(ReadView):
    output = melee.MeleeTableSerializer

    def find(self, read: Command) -> Any:
        official = bool(roles_get(read.user, read.tournament) & access.OFFICIALS)
        return _table(read.tournament, read.key, official=official)


class PlayerPlacesCommand(CommandView):
    """A seated player's command on a table's places ([T-MELEE-1]); throttled per user."""

    throttle_classes = (ScopedUserThrottle,)
    throttle_scope = "result_report"


@command_schema(
    "melee_places_report",
    "A seated player reports every seat's finishing place ([T-MELEE-1]); the "
    "others confirm. A different report replaces the proposal. Seated players only "
    "(others: the 404 of a missing table). Throttled per user.",
    parameters=TABLE_WRITE,
)
class PlacesReport(PlayerPlacesCommand):
    input = melee.PlacesInput

    def run(self, command: Command) -> Any:
        return svc.places_report(
            command.tournament,
            command.key,
            user=command.user,
            places=command.data["places"],
            end_reason=command.data.get("end_reason"),
            idempotency_key=command.idempotency_key,
        )


@command_schema(
    "melee_places_confirm",
    "A seated player agrees with the reported places; the last confirmation "
    "records them ([T-MELEE-1]). Throttled per user.",
    parameters=TABLE_WRITE,
)
class PlacesConfirm(PlayerPlacesCommand):
    def run(self, command: Command) -> Any:
        return svc.places_confirm(
            command.tournament,
            command.key,
            user=command.user,
            idempotency_key=command.idempotency_key,
        )


class TableCommand(OrganizerCommand):
    """The organizer's command on a melee table's places; throttled per user."""

    throttle_classes = (ScopedUserThrottle,)
    throttle_scope = "result_report"

    def authorize(self, request: Request, tournament: Any, **path: Any) -> None:
        super().authorize(request, tournament)
        _table(tournament, path["key"], official=True)


@organizer_schema(
    "melee_places_record",
    "Record a melee table's places ([T-MELEE-1]).",
    parameters=TABLE_WRITE,
)
class PlacesRecord(TableCommand):
    input = melee.PlacesInput

    def run(self, command: Command) -> Any:
        data = command.data
        return svc.places_record(
            command.tournament,
            command.key,
            data["places"],
            end_reason=data.get("end_reason"),
            **command.meta,
        )


@organizer_schema(
    "melee_places_correct",
    "Correct a melee table's places; later rounds already seated are flagged stale ([T-OPEN-5]).",
    parameters=TABLE_WRITE,
)
class PlacesCorrect(TableCommand):
    input = melee.PlacesCorrectInput

    def run(self, command: Command) -> Any:
        data = command.data
        return svc.places_correct(
            command.tournament,
            command.key,
            data["places"],
            reason=data["reason"],
            end_reason=data.get("end_reason"),
            **command.meta,
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
