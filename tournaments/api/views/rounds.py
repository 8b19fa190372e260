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

from tournaments.api.base import (
    IDEMPOTENCY_PARAMETER,
    ListView,
)
from tournaments.api.schema import MATCH_KEY, READ_ERRORS, TOURNAMENT_ID, responses
from tournaments.api.serializers import inputs, outputs
from tournaments.api.throttles import ScopedUserThrottle
from tournaments.api.views.commands import (
    Command,
    OrganizerCommand,
    ReadView,
    organizer_schema,
    read_schema,
)
from tournaments.errors import DomainError, NotFound
from tournaments.selectors import tournaments as select
from tournaments.services import reconciliation
from tournaments.services import tournaments as svc

WRITE = [TOURNAMENT_ID, IDEMPOTENCY_PARAMETER]
MATCH_WRITE = [TOURNAMENT_ID, MATCH_KEY, IDEMPOTENCY_PARAMETER]


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


@read_schema(
    "matches_retrieve",
    "One match: its stage, round, table, players and result.",
    parameters=[TOURNAMENT_ID, MATCH_KEY],
)
class MatchDetail(ReadView):
    output = outputs.MatchSerializer

    def find(self, read: Command) -> Any:
        return _match(read.tournament, read.key)


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


@organizer_schema(
    "rounds_pair",
    "Pair the next Swiss round ([T-SWISS-2..5], [T-OPEN-6]); the previous one must be "
    "closed ([T-OPEN-5]) and decks legal ([T-DECK-2]).",
    parameters=WRITE,
)
class RoundPair(OrganizerCommand):
    def run(self, command: Command) -> Any:
        return svc.round_pair(command.tournament, **command.meta)


@organizer_schema(
    "rounds_repair",
    "Pair the latest Swiss round again before any result is in ([T-OPEN-5]).",
    parameters=WRITE,
)
class RoundRepair(OrganizerCommand):
    input = inputs.ReasonInput

    def run(self, command: Command) -> Any:
        return svc.round_repair(command.tournament, command.data["reason"], **command.meta)


@organizer_schema(
    "pairings_change",
    "Set the latest Swiss round's pairings by hand, checked ([T-SWISS-6]): rematches "
    "and repeated byes must be confirmed.",
    parameters=WRITE,
)
class PairingsChange(OrganizerCommand):
    input = inputs.PairingsChangeInput

    def run(self, command: Command) -> Any:
        data, meta = command.data, command.meta
        return svc.pairings_change(
            command.tournament,
            svc.pairs_from_keys(data["pairs"]),
            by=meta["actor"],
            reason=data["reason"],
            confirmed_rematches=frozenset(frozenset(p) for p in data["confirmed_rematches"]),
            confirmed_byes=frozenset(data["confirmed_byes"]),
            **meta,
        )


@organizer_schema(
    "rounds_close", "Close the open round; every result must be in.", parameters=WRITE
)
class RoundClose(OrganizerCommand):
    def run(self, command: Command) -> Any:
        return svc.round_close(command.tournament, **command.meta)


@organizer_schema(
    "cut_make",
    "Cut to the elimination bracket after the last Swiss round ([T-CUT-1], [T-OPEN-4]).",
    parameters=WRITE,
)
class CutMake(OrganizerCommand):
    def run(self, command: Command) -> Any:
        return svc.cut_make(command.tournament, **command.meta)


@organizer_schema(
    "elimination_rounds_pair",
    "Pair the next single-elimination round from the fixed bracket ([T-CUT-2]).",
    parameters=WRITE,
)
class EliminationRoundPair(OrganizerCommand):
    def run(self, command: Command) -> Any:
        return svc.elimination_round_pair(command.tournament, **command.meta)


@organizer_schema(
    "tournaments_complete",
    "Complete the event once its last round is closed; decklists become public ([T-DECK-3]).",
    parameters=WRITE,
)
class TournamentComplete(OrganizerCommand):
    def run(self, command: Command) -> Any:
        return svc.tournament_complete(command.tournament, **command.meta)


class ResultCommand(OrganizerCommand):
    """Result writes are throttled per user in the shared cache (scope ``result_report``)."""

    throttle_classes = (ScopedUserThrottle,)
    throttle_scope = "result_report"

    def authorize(self, request: Request, tournament: Any, **path: Any) -> None:
        super().authorize(request, tournament)
        _match(tournament, path["key"])


@organizer_schema(
    "results_record",
    "Record a game's result ([T-PTS-1]); a modified win comes only from time "
    "([T-END-2]); a second result is a correction ([T-OPEN-5]).",
    parameters=MATCH_WRITE,
)
class ResultRecord(ResultCommand):
    input = inputs.ResultInput

    def run(self, command: Command) -> Any:
        data, meta = command.data, command.meta
        return reconciliation.result_record(
            command.tournament,
            command.key,
            data["result"],
            end_reason=data.get("end_reason"),
            by=meta["actor"],
            **meta,
        )


@organizer_schema(
    "results_correct",
    "Correct a recorded result, with a reason; later rounds paired from the old "
    "standings are flagged stale, never re-paired silently ([T-OPEN-5]).",
    parameters=MATCH_WRITE,
)
class ResultCorrect(ResultCommand):
    input = inputs.CorrectionInput

    def run(self, command: Command) -> Any:
        data, meta = command.data, command.meta
        return reconciliation.result_correct(
            command.tournament,
            command.key,
            data["result"],
            reason=data["reason"],
            end_reason=data.get("end_reason"),
            by=meta["actor"],
            **meta,
        )
