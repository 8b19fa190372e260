"""Rounds, pairings, results, standings, cut, elimination and completion.

In this version only the organizer pairs rounds and records or corrects results
([T-ROLE-1]); everyone logged in reads pairings and standings.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments import access
from tournaments.api.base import IDEMPOTENCY_PARAMETER, ApiView, ListView, actor, idempotency_key
from tournaments.api.schema import MATCH_KEY, READ_ERRORS, TOURNAMENT_ID, WRITE_ERRORS, responses
from tournaments.api.serializers import inputs, outputs
from tournaments.api.throttles import ScopedUserThrottle
from tournaments.api.views.tournaments import validated
from tournaments.errors import DomainError, NotFound
from tournaments.selectors import tournaments as select
from tournaments.services import tournaments as svc

WRITE = [TOURNAMENT_ID, IDEMPOTENCY_PARAMETER]
MATCH_WRITE = [TOURNAMENT_ID, MATCH_KEY, IDEMPOTENCY_PARAMETER]
COMMAND_RESPONSES = responses(outputs.CommandResultSerializer, *WRITE_ERRORS)


class RoundList(ListView):
    serializer_class = outputs.RoundSerializer

    def get_queryset(self) -> Any:
        return select.round_list(select.tournament_get(self.kwargs["tournament_id"]))

    @extend_schema(
        operation_id="rounds_list",
        parameters=[TOURNAMENT_ID],
        responses=responses(outputs.RoundSerializer, *READ_ERRORS),
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        return super().get(request)


class PairingList(ListView):
    serializer_class = outputs.MatchSerializer
    query_parameters = ("limit", "offset", "stage", "round")

    def get_queryset(self) -> Any:
        tournament = select.tournament_get(self.kwargs["tournament_id"])
        stage = self.request.query_params.get("stage")
        number = self.request.query_params.get("round")
        if stage not in (None, "swiss", "elimination"):
            raise DomainError("stage is swiss or elimination", field="stage")
        if number is not None and not (number.isascii() and number.isdigit() and len(number) < 4):
            raise DomainError("round is a round number", field="round")
        return select.match_list(
            tournament, stage=stage, number=None if number is None else int(number)
        )

    @extend_schema(
        operation_id="pairings_list",
        parameters=[
            TOURNAMENT_ID,
            OpenApiParameter("stage", OpenApiTypes.STR, enum=["swiss", "elimination"]),
            OpenApiParameter(
                "round", {"type": "integer", "minimum": 0, "maximum": 999}, required=False
            ),
        ],
        responses=responses(outputs.MatchSerializer, *READ_ERRORS),
        description="A round's pairings by table (default: the current round).",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        return super().get(request)


class MatchDetail(ApiView):
    @extend_schema(
        operation_id="matches_retrieve",
        parameters=[TOURNAMENT_ID, MATCH_KEY],
        responses=responses(outputs.MatchSerializer, *READ_ERRORS),
    )
    def get(self, request: Request, tournament_id: int, key: str) -> Response:
        tournament = select.tournament_get(tournament_id)
        return Response(outputs.MatchSerializer(_match(tournament, key)).data)


def _match(tournament: Any, key: str) -> Any:
    match = select.match_get(tournament, key)
    if match is None:
        raise NotFound(f"there is no match {key} in this tournament", field="key")
    return match


class StandingList(ListView):
    serializer_class = outputs.StandingSerializer

    def get_queryset(self) -> Any:
        return select.standing_list(select.tournament_get(self.kwargs["tournament_id"]))

    @extend_schema(
        operation_id="standings_list",
        parameters=[TOURNAMENT_ID],
        responses=responses(outputs.StandingSerializer, *READ_ERRORS),
        description="Swiss standings by rank: points, SoS, ESoS, then the seeded random "
        "([T-TB-1..3]). They reflect the stream version in the tournament's standings_version.",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        return super().get(request)


class OrganizerCommand(ApiView):
    """An organizer's command on the tournament: check the role, validate, call a service."""

    input: type = inputs.EmptyInput

    def run(self, tournament: Any, data: dict[str, Any], **meta: Any) -> Any:
        raise NotImplementedError

    def check(self, tournament: Any, **path: Any) -> None:
        """More checks on the objects in the path, after the role."""

    def post(self, request: Request, tournament_id: int, **path: Any) -> Response:
        tournament = select.tournament_get(tournament_id)
        access.require_role(request.user, tournament, access.ORGANIZER)
        self.check(tournament, **path)
        data = validated(self.input, request)
        meta = {"actor": actor(request), "idempotency_key": idempotency_key(request)}
        return Response(outputs.command_result(self.run(tournament, data, **path, **meta)))


def command_schema(operation_id: str, input: type, description: str, **more: Any) -> Any:
    return extend_schema(
        operation_id=operation_id,
        parameters=more.pop("parameters", WRITE),
        request=input,
        responses=COMMAND_RESPONSES,
        description=description + " Organizer only.",
    )


class RoundPair(OrganizerCommand):
    @command_schema(
        "rounds_pair",
        inputs.EmptyInput,
        "Pair the next Swiss round ([T-SWISS-2..5], [T-OPEN-6]); the previous one must be "
        "closed ([T-OPEN-5]) and decks legal ([T-DECK-2]).",
    )
    def post(self, request: Request, tournament_id: int, **path: Any) -> Response:
        return super().post(request, tournament_id)

    def run(self, tournament: Any, data: dict[str, Any], **meta: Any) -> Any:
        return svc.round_pair(tournament, **meta)


class RoundRepair(OrganizerCommand):
    input = inputs.ReasonInput

    @command_schema(
        "rounds_repair",
        inputs.ReasonInput,
        "Pair the latest Swiss round again before any result is in ([T-OPEN-5]).",
    )
    def post(self, request: Request, tournament_id: int, **path: Any) -> Response:
        return super().post(request, tournament_id)

    def run(self, tournament: Any, data: dict[str, Any], **meta: Any) -> Any:
        return svc.round_repair(tournament, data["reason"], **meta)


class PairingsChange(OrganizerCommand):
    input = inputs.PairingsChangeInput

    @command_schema(
        "pairings_change",
        inputs.PairingsChangeInput,
        "Set the latest Swiss round's pairings by hand, checked ([T-SWISS-6]): rematches "
        "and repeated byes must be confirmed.",
    )
    def post(self, request: Request, tournament_id: int, **path: Any) -> Response:
        return super().post(request, tournament_id)

    def run(self, tournament: Any, data: dict[str, Any], **meta: Any) -> Any:
        return svc.pairings_change(
            tournament,
            svc.pairs_from_keys(data["pairs"]),
            by=meta["actor"],
            reason=data["reason"],
            confirmed_rematches=frozenset(frozenset(p) for p in data["confirmed_rematches"]),
            confirmed_byes=frozenset(data["confirmed_byes"]),
            **meta,
        )


class RoundClose(OrganizerCommand):
    @command_schema(
        "rounds_close", inputs.EmptyInput, "Close the open round; every result must be in."
    )
    def post(self, request: Request, tournament_id: int, **path: Any) -> Response:
        return super().post(request, tournament_id)

    def run(self, tournament: Any, data: dict[str, Any], **meta: Any) -> Any:
        return svc.round_close(tournament, **meta)


class CutMake(OrganizerCommand):
    @command_schema(
        "cut_make",
        inputs.EmptyInput,
        "Cut to the elimination bracket after the last Swiss round ([T-CUT-1], [T-OPEN-4]).",
    )
    def post(self, request: Request, tournament_id: int, **path: Any) -> Response:
        return super().post(request, tournament_id)

    def run(self, tournament: Any, data: dict[str, Any], **meta: Any) -> Any:
        return svc.cut_make(tournament, **meta)


class EliminationRoundPair(OrganizerCommand):
    @command_schema(
        "elimination_rounds_pair",
        inputs.EmptyInput,
        "Pair the next single-elimination round from the fixed bracket ([T-CUT-2]).",
    )
    def post(self, request: Request, tournament_id: int, **path: Any) -> Response:
        return super().post(request, tournament_id)

    def run(self, tournament: Any, data: dict[str, Any], **meta: Any) -> Any:
        return svc.elimination_round_pair(tournament, **meta)


class TournamentComplete(OrganizerCommand):
    @command_schema(
        "tournaments_complete",
        inputs.EmptyInput,
        "Complete the event once its last round is closed; decklists become public ([T-DECK-3]).",
    )
    def post(self, request: Request, tournament_id: int, **path: Any) -> Response:
        return super().post(request, tournament_id)

    def run(self, tournament: Any, data: dict[str, Any], **meta: Any) -> Any:
        return svc.tournament_complete(tournament, **meta)


class _ResultCommand(OrganizerCommand):
    """Result writes are throttled per user in the shared cache (scope ``result_report``)."""

    throttle_classes = (ScopedUserThrottle,)
    throttle_scope = "result_report"

    def check(self, tournament: Any, **path: Any) -> None:
        _match(tournament, path["key"])


class ResultRecord(_ResultCommand):
    input = inputs.ResultInput

    @command_schema(
        "results_record",
        inputs.ResultInput,
        "Record a game's result ([T-PTS-1]); a modified win comes only from time "
        "([T-END-2]); a second result is a correction ([T-OPEN-5]).",
        parameters=MATCH_WRITE,
    )
    def post(self, request: Request, tournament_id: int, **path: Any) -> Response:
        return super().post(request, tournament_id, **path)

    def run(self, tournament: Any, data: dict[str, Any], **meta: Any) -> Any:
        key = meta.pop("key")
        return svc.result_record(
            tournament,
            key,
            data["result"],
            end_reason=data.get("end_reason"),
            by=meta["actor"],
            **meta,
        )


class ResultCorrect(_ResultCommand):
    input = inputs.CorrectionInput

    @command_schema(
        "results_correct",
        inputs.CorrectionInput,
        "Correct a recorded result, with a reason; later rounds paired from the old "
        "standings are flagged stale, never re-paired silently ([T-OPEN-5]).",
        parameters=MATCH_WRITE,
    )
    def post(self, request: Request, tournament_id: int, **path: Any) -> Response:
        return super().post(request, tournament_id, **path)

    def run(self, tournament: Any, data: dict[str, Any], **meta: Any) -> Any:
        key = meta.pop("key")
        return svc.result_correct(
            tournament,
            key,
            data["result"],
            reason=data["reason"],
            end_reason=data.get("end_reason"),
            by=meta["actor"],
            **meta,
        )
