"""Issue 7 over HTTP: players' result reports and confirmations, the round clock, the
dispute queue with rulings and reviews, and match logs (upload whole or live)."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments import access
from tournaments.api.base import IDEMPOTENCY_PARAMETER, ListView
from tournaments.api.schema import MATCH_KEY, READ_ERRORS, TOURNAMENT_ID, WRITE_ERRORS, responses
from tournaments.api.serializers import inputs, outputs
from tournaments.api.throttles import ScopedUserThrottle
from tournaments.api.views.commands import (
    Command,
    CommandView,
    OrganizerCommand,
    PutCommand,
    ReadView,
    command_schema,
    read_schema,
)
from tournaments.errors import NotFound
from tournaments.selectors import tournaments as select
from tournaments.services import disputes, matchlogs, results

MATCH_WRITE = [TOURNAMENT_ID, MATCH_KEY, IDEMPOTENCY_PARAMETER]
DISPUTE_ID = {"type": "string", "pattern": "^d[0-9]{1,9}$"}
LOG_RESPONSES = responses(outputs.MatchLogSerializer, *WRITE_ERRORS)
DISPUTE_PARAMETER = OpenApiParameter("dispute_id", DISPUTE_ID, OpenApiParameter.PATH)


class PlayerResultCommand(CommandView):
    """A player's result report; throttled per user (scope ``result_report``)."""

    throttle_classes = (ScopedUserThrottle,)
    throttle_scope = "result_report"


@command_schema(
    "results_report",
    "A player reports their own match ([T-ROLE-2]); the opponent's agreeing "
    "report records the result, a disagreeing one opens a dispute. Players of the match "
    "only (others: the 404 of a missing match). Throttled per user.",
    parameters=MATCH_WRITE,
)
class ResultReport(PlayerResultCommand):
    input = inputs.ReportInput

    def run(self, command: Command) -> Any:
        data = command.data
        return results.result_report(
            command.tournament,
            command.key,
            user=command.user,
            result=data["result"],
            end_reason=data.get("end_reason"),
            power=data.get("power"),
            time_step=data.get("time_step"),
            idempotency_key=command.idempotency_key,
        )


@command_schema(
    "results_confirm",
    "Confirm the opponent's report (report the same result). Throttled.",
    parameters=MATCH_WRITE,
)
class ResultConfirm(PlayerResultCommand):
    def run(self, command: Command) -> Any:
        return results.result_confirm(
            command.tournament,
            command.key,
            user=command.user,
            idempotency_key=command.idempotency_key,
        )


@command_schema(
    "rounds_start",
    "Start the open round's clock now ([T-TIME-1]). Organizer only.",
    parameters=[TOURNAMENT_ID],
)
class RoundStart(OrganizerCommand):
    def run(self, command: Command) -> Any:
        return results.round_start(command.tournament, actor=command.meta["actor"])


@command_schema(
    "disputes_open",
    "Ask the judges to look at a match: its players or the officials.",
    parameters=[TOURNAMENT_ID, MATCH_KEY],
)
class DisputeOpen(CommandView):
    input = inputs.DisputeOpenInput

    def authorize(self, request: Request, tournament: Any, **path: Any) -> None:
        access.match_for(request.user, tournament, path["key"])

    def run(self, command: Command) -> Any:
        return disputes.dispute_open(
            command.tournament,
            command.key,
            reason=command.data["reason"],
            actor=command.meta["actor"],
        )


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


class DisputeCommand(CommandView):
    """A judge's, marshal's or player's command on a dispute; the service decides who."""

    def dispute_id(self, command: Command) -> str:
        """The path's dispute, checked to exist (after the body, as the services would)."""
        dispute_id: str = command.path["dispute_id"]
        if not select.dispute_exists(command.tournament, dispute_id):
            # The service's own words for a dispute the caller may not see: the same 404.
            raise NotFound("there is no such dispute")
        return dispute_id


@command_schema(
    "disputes_take",
    "A judge or marshal takes a dispute from the queue (the organizer, who is neither: 403 "
    "[T-ROLE-1]; others: 404).",
    parameters=[TOURNAMENT_ID, DISPUTE_PARAMETER],
)
class DisputeTake(DisputeCommand):
    def run(self, command: Command) -> Any:
        return disputes.dispute_take(
            command.tournament, self.dispute_id(command), user=command.user
        )


@command_schema(
    "disputes_rule",
    "A judge's ruling, or a marshal's final review ([T-ROLE-1], [T-ROLE-3]); "
    "result changes flow into standings. Judges and marshals only (the organizer, who is "
    "neither: 403; others: 404).",
    parameters=[TOURNAMENT_ID, DISPUTE_PARAMETER, IDEMPOTENCY_PARAMETER],
)
class DisputeRule(DisputeCommand):
    input = inputs.RulingInput

    def run(self, command: Command) -> Any:
        data = command.data
        return disputes.dispute_rule(
            command.tournament,
            self.dispute_id(command),
            user=command.user,
            decision=data["decision"],
            reason=data["reason"],
            result=data.get("result"),
            player=data.get("player"),
            idempotency_key=command.idempotency_key,
        )


@command_schema(
    "disputes_review_request",
    "A player of the match asks a marshal to review the judge's ruling ([T-ROLE-1]).",
    parameters=[TOURNAMENT_ID, DISPUTE_PARAMETER],
)
class RulingReview(DisputeCommand):
    def run(self, command: Command) -> Any:
        return disputes.ruling_review_request(
            command.tournament, self.dispute_id(command), user=command.user
        )


class LogWrite:
    """What the two writes of a match log share: its players or the officials may write,
    and the answer is the log's state."""

    def authorize(self, request: Request, tournament: Any, **path: Any) -> None:
        access.match_for(request.user, tournament, path["key"])

    def reply(self, result: Any, command: Command) -> Any:
        return outputs.MatchLogSerializer(result).data


@read_schema(
    "matchlogs_retrieve",
    "The log's state and latest verdict: its players and the officials, and everyone once "
    "decklists are public ([T-DECK-3]).",
    parameters=[TOURNAMENT_ID, MATCH_KEY],
)
@command_schema(
    "matchlogs_upload",
    "Upload a whole match log (all of it is stored, or nothing); verified by the engine in "
    "the background. Its players or the officials.",
    parameters=MATCH_WRITE,
    responses=LOG_RESPONSES,
)
class MatchLogView(ReadView, LogWrite, PutCommand):
    output = outputs.MatchLogSerializer
    input = inputs.LogUploadInput

    def find(self, read: Command) -> Any:
        match, _ = access.matchlog_for(read.user, read.tournament, read.key)
        row = select.matchlog_get(match)
        if row is None:
            raise NotFound("this match has no log yet", field="key")
        return row

    def run(self, command: Command) -> Any:
        return matchlogs.matchlog_upload(
            command.tournament,
            command.key,
            command.data["log"],
            user=command.user,
            idempotency_key=command.idempotency_key,
        )


@command_schema(
    "matchlogs_append",
    "Log events live after expected_version (409 if the log moved on). Throttled per user.",
    parameters=MATCH_WRITE,
    responses=LOG_RESPONSES,
)
class MatchLogAppend(LogWrite, CommandView):
    throttle_classes = (ScopedUserThrottle,)
    throttle_scope = "log_append"
    input = inputs.LogAppendInput

    def run(self, command: Command) -> Any:
        return matchlogs.matchlog_append(
            command.tournament,
            command.key,
            command.data["events"],
            expected_version=command.data["expected_version"],
            user=command.user,
            idempotency_key=command.idempotency_key,
        )
