"""Issue 7 over HTTP: players' result reports and confirmations, the round clock, the
dispute queue with rulings and reviews, and match logs (upload whole or live)."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments import access
from tournaments.api.base import IDEMPOTENCY_PARAMETER, ApiView, ListView, actor, idempotency_key
from tournaments.api.schema import MATCH_KEY, READ_ERRORS, TOURNAMENT_ID, WRITE_ERRORS, responses
from tournaments.api.serializers import inputs, outputs
from tournaments.api.throttles import ScopedUserThrottle
from tournaments.api.views.tournaments import validated
from tournaments.errors import NotFound
from tournaments.selectors import tournaments as select
from tournaments.services import disputes, matchlogs, results

MATCH_WRITE = [TOURNAMENT_ID, MATCH_KEY, IDEMPOTENCY_PARAMETER]
DISPUTE_ID = {"type": "string", "pattern": "^d[0-9]{1,9}$"}
COMMAND = responses(outputs.CommandResultSerializer, *WRITE_ERRORS)


def _dispute_parameter() -> Any:
    from drf_spectacular.utils import OpenApiParameter

    return OpenApiParameter("dispute_id", DISPUTE_ID, OpenApiParameter.PATH)


class ResultReport(ApiView):
    throttle_classes = (ScopedUserThrottle,)
    throttle_scope = "result_report"

    @extend_schema(
        operation_id="results_report",
        parameters=MATCH_WRITE,
        request=inputs.ReportInput,
        responses=COMMAND,
        description="A player reports their own match ([T-ROLE-2]); the opponent's agreeing "
        "report records the result, a disagreeing one opens a dispute. Players of the match "
        "only (others: the 404 of a missing match). Throttled per user.",
    )
    def post(self, request: Request, tournament_id: int, key: str) -> Response:
        tournament = select.tournament_get(tournament_id)
        data = validated(inputs.ReportInput, request)
        recorded = results.result_report(
            tournament,
            key,
            user=request.user,
            result=data["result"],
            end_reason=data.get("end_reason"),
            power=data.get("power"),
            time_step=data.get("time_step"),
            idempotency_key=idempotency_key(request),
        )
        return Response(outputs.command_result(recorded))


class ResultConfirm(ApiView):
    throttle_classes = (ScopedUserThrottle,)
    throttle_scope = "result_report"

    @extend_schema(
        operation_id="results_confirm",
        parameters=MATCH_WRITE,
        request=inputs.EmptyInput,
        responses=COMMAND,
        description="Confirm the opponent's report (report the same result). Throttled.",
    )
    def post(self, request: Request, tournament_id: int, key: str) -> Response:
        tournament = select.tournament_get(tournament_id)
        validated(inputs.EmptyInput, request)
        recorded = results.result_confirm(
            tournament, key, user=request.user, idempotency_key=idempotency_key(request)
        )
        return Response(outputs.command_result(recorded))


class RoundStart(ApiView):
    @extend_schema(
        operation_id="rounds_start",
        parameters=[TOURNAMENT_ID],
        request=inputs.EmptyInput,
        responses=COMMAND,
        description="Start the open round's clock now ([T-TIME-1]). Organizer only.",
    )
    def post(self, request: Request, tournament_id: int) -> Response:
        tournament = select.tournament_get(tournament_id)
        access.require_role(request.user, tournament, access.ORGANIZER)
        validated(inputs.EmptyInput, request)
        return Response(
            outputs.command_result(results.round_start(tournament, actor=actor(request)))
        )


class DisputeOpen(ApiView):
    @extend_schema(
        operation_id="disputes_open",
        parameters=[TOURNAMENT_ID, MATCH_KEY],
        request=inputs.DisputeOpenInput,
        responses=COMMAND,
        description="Ask the judges to look at a match: its players or the officials.",
    )
    def post(self, request: Request, tournament_id: int, key: str) -> Response:
        tournament = select.tournament_get(tournament_id)
        access.match_for(request.user, tournament, key)
        data = validated(inputs.DisputeOpenInput, request)
        recorded = disputes.dispute_open(
            tournament, key, reason=data["reason"], actor=actor(request)
        )
        return Response(outputs.command_result(recorded))


class DisputeList(ListView):
    serializer_class = outputs.DisputeSerializer

    def get_queryset(self) -> Any:
        tournament = select.tournament_get(self.kwargs["tournament_id"])
        access.require_role(self.request.user, tournament, access.OFFICIALS)
        return select.dispute_list(tournament)

    @extend_schema(
        operation_id="disputes_list",
        parameters=[TOURNAMENT_ID],
        responses=responses(outputs.DisputeSerializer, *READ_ERRORS, 403),
        description="The judges' queue, oldest first ([T-ROLE-1]); officials only.",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        return super().get(request)


class _DisputeCommand(ApiView):
    input: type = inputs.EmptyInput

    def run(self, tournament: Any, dispute_id: str, data: dict[str, Any], request: Request) -> Any:
        raise NotImplementedError

    def post(self, request: Request, tournament_id: int, dispute_id: str) -> Response:
        tournament = select.tournament_get(tournament_id)
        data = validated(self.input, request)
        if not select.dispute_exists(tournament, dispute_id):
            # The service's own words for a dispute the caller may not see: the same 404.
            raise NotFound("there is no such dispute")
        return Response(outputs.command_result(self.run(tournament, dispute_id, data, request)))


_DISPUTE = {
    "parameters": [TOURNAMENT_ID, _dispute_parameter()],
    "responses": COMMAND,
}


class DisputeTake(_DisputeCommand):
    @extend_schema(
        operation_id="disputes_take",
        request=inputs.EmptyInput,
        description="A judge or marshal takes a dispute from the queue (others: 404).",
        **_DISPUTE,
    )
    def post(self, request: Request, tournament_id: int, dispute_id: str) -> Response:
        return super().post(request, tournament_id, dispute_id)

    def run(self, tournament: Any, dispute_id: str, data: dict[str, Any], request: Request) -> Any:
        return disputes.dispute_take(tournament, dispute_id, user=request.user)


class DisputeRule(_DisputeCommand):
    input = inputs.RulingInput

    @extend_schema(
        operation_id="disputes_rule",
        request=inputs.RulingInput,
        description="A judge's ruling, or a marshal's final review ([T-ROLE-1], [T-ROLE-3]); "
        "result changes flow into standings. Judges and marshals only (others: 404).",
        parameters=[TOURNAMENT_ID, _dispute_parameter(), IDEMPOTENCY_PARAMETER],
        responses=COMMAND,
    )
    def post(self, request: Request, tournament_id: int, dispute_id: str) -> Response:
        return super().post(request, tournament_id, dispute_id)

    def run(self, tournament: Any, dispute_id: str, data: dict[str, Any], request: Request) -> Any:
        return disputes.dispute_rule(
            tournament,
            dispute_id,
            user=request.user,
            decision=data["decision"],
            reason=data["reason"],
            result=data.get("result"),
            player=data.get("player"),
            idempotency_key=idempotency_key(request),
        )


class RulingReview(_DisputeCommand):
    @extend_schema(
        operation_id="disputes_review_request",
        request=inputs.EmptyInput,
        description="A player of the match asks a marshal to review the judge's ruling "
        "([T-ROLE-1]).",
        **_DISPUTE,
    )
    def post(self, request: Request, tournament_id: int, dispute_id: str) -> Response:
        return super().post(request, tournament_id, dispute_id)

    def run(self, tournament: Any, dispute_id: str, data: dict[str, Any], request: Request) -> Any:
        return disputes.ruling_review_request(tournament, dispute_id, user=request.user)


class MatchLogView(ApiView):
    @extend_schema(
        operation_id="matchlogs_retrieve",
        parameters=[TOURNAMENT_ID, MATCH_KEY],
        responses=responses(outputs.MatchLogSerializer, *READ_ERRORS),
        description="The log's state and latest verdict: its players and the officials, and "
        "everyone once decklists are public ([T-DECK-3]).",
    )
    def get(self, request: Request, tournament_id: int, key: str) -> Response:
        tournament = select.tournament_get(tournament_id)
        match, _ = access.matchlog_for(request.user, tournament, key)
        row = select.matchlog_get(match)
        if row is None:
            raise NotFound("this match has no log yet", field="key")
        return Response(outputs.MatchLogSerializer(row).data)

    @extend_schema(
        operation_id="matchlogs_upload",
        parameters=MATCH_WRITE,
        request=inputs.LogUploadInput,
        responses=responses(outputs.MatchLogSerializer, *WRITE_ERRORS),
        description="Upload a whole match log (all of it is stored, or nothing); verified "
        "by the engine in the background. Its players or the officials.",
    )
    def put(self, request: Request, tournament_id: int, key: str) -> Response:
        tournament = select.tournament_get(tournament_id)
        access.match_for(request.user, tournament, key)
        data = validated(inputs.LogUploadInput, request)
        row = matchlogs.matchlog_upload(
            tournament,
            key,
            data["log"],
            user=request.user,
            idempotency_key=idempotency_key(request),
        )
        return Response(outputs.MatchLogSerializer(row).data)


class MatchLogAppend(ApiView):
    throttle_classes = (ScopedUserThrottle,)
    throttle_scope = "log_append"

    @extend_schema(
        operation_id="matchlogs_append",
        parameters=MATCH_WRITE,
        request=inputs.LogAppendInput,
        responses=responses(outputs.MatchLogSerializer, *WRITE_ERRORS),
        description="Log events live after expected_version (409 if the log moved on). "
        "Throttled per user.",
    )
    def post(self, request: Request, tournament_id: int, key: str) -> Response:
        tournament = select.tournament_get(tournament_id)
        access.match_for(request.user, tournament, key)
        data = validated(inputs.LogAppendInput, request)
        row = matchlogs.matchlog_append(
            tournament,
            key,
            data["events"],
            expected_version=data["expected_version"],
            user=request.user,
            idempotency_key=idempotency_key(request),
        )
        return Response(outputs.MatchLogSerializer(row).data)
