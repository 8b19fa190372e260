"""The one skeleton of every command endpoint (a POST that runs one service): find the
tournament (404), check who calls (403, or the 404 of a hidden object), check the body with
the input serializer (400 naming the field), call the service, answer with what it recorded.
A command view states only what differs: its input, who may call it, the service call and,
where the answer is not the recorded events, the reply. ``command_schema`` documents it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from drf_spectacular.utils import extend_schema, extend_schema_view
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments import access
from tournaments.api.base import ApiView, actor, idempotency_key, validated
from tournaments.api.schema import WRITE_ERRORS, responses
from tournaments.api.serializers import inputs, outputs
from tournaments.models import Tournament
from tournaments.selectors import tournaments as select
from tournaments.selectors.roles import Role

COMMAND_RESPONSES = responses(outputs.CommandResultSerializer, *WRITE_ERRORS)
View = TypeVar("View", bound=type)


@dataclass(frozen=True)
class Command:
    """One call of a command endpoint: the tournament, the rest of the path (a player id, a
    match or table key, a dispute id), the checked body and the request."""

    tournament: Tournament
    path: dict[str, Any]
    data: dict[str, Any]
    request: Request

    @property
    def user(self) -> Any:
        return self.request.user

    @property
    def key(self) -> Any:
        """The match or table key of the path."""
        return self.path["key"]

    @property
    def idempotency_key(self) -> str | None:
        return idempotency_key(self.request)

    @property
    def meta(self) -> dict[str, Any]:
        """What the tournament services record with the events: who, and the retry key."""
        return {"actor": actor(self.request), "idempotency_key": self.idempotency_key}


class CommandView(ApiView):
    """A command endpoint: ``run`` calls the service; the rest is this skeleton."""

    input: type = inputs.EmptyInput  # the body's serializer
    allowed: frozenset[Role] = frozenset()  # who may call it (403); empty: the service decides
    status_code = 200

    def authorize(self, request: Request, tournament: Tournament, **path: Any) -> None:
        """Who may call, before the body is read; more checks on the path's objects."""
        if self.allowed:
            access.require_role(request.user, tournament, self.allowed)

    def run(self, command: Command) -> Any:
        raise NotImplementedError

    def reply(self, result: Any, command: Command) -> Any:
        """The answer's body: by default the events the command recorded."""
        return outputs.command_result(result)

    def post(self, request: Request, tournament_id: int, **path: Any) -> Response:
        tournament = select.tournament_get(tournament_id)
        self.authorize(request, tournament, **path)
        command = Command(tournament, path, validated(self.input, request), request)
        return Response(self.reply(self.run(command), command), status=self.status_code)


def command_schema(
    operation_id: str,
    description: str,
    *,
    parameters: list[Any],
    responses: Any = COMMAND_RESPONSES,
) -> Callable[[View], View]:
    """The OpenAPI operation of a command view's POST (its request is the view's input)."""

    def document(view: View) -> View:
        operation = extend_schema(
            operation_id=operation_id,
            parameters=parameters,
            request=view.input,  # type: ignore[attr-defined]
            responses=responses,
            description=description,
        )
        return extend_schema_view(post=operation)(view)

    return document


class OrganizerCommand(CommandView):
    """An organizer's command on the tournament ([T-ROLE-1])."""

    allowed = access.ORGANIZER


def organizer_schema(
    operation_id: str, description: str, *, parameters: list[Any]
) -> Callable[[View], View]:
    return command_schema(operation_id, description + " Organizer only.", parameters=parameters)
