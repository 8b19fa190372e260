"""The two skeletons of the API's tournament endpoints, so that a view states only what
differs.

- A **read** (``ReadView``, a GET of one object): find the tournament (404), check who reads
  (403, or the 404 of a hidden object), find the object, answer with its serializer.
- A **command** (``CommandView`` for a POST, ``PutCommand``, ``DeleteCommand``): find the
  tournament (404), check who calls (403, or the 404 of a hidden object), check the body with
  the input serializer (400 naming the field), call the service, answer with what it
  recorded.

``read_schema`` and ``command_schema`` document them. Paginated lists are ``ListView``s
(``tournaments.api.base``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from drf_spectacular.utils import extend_schema, extend_schema_view
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments import access
from tournaments.api.base import ApiView, actor, idempotency_key, validated
from tournaments.api.schema import READ_ERRORS, WRITE_ERRORS, responses
from tournaments.api.serializers import inputs, outputs
from tournaments.models import Tournament
from tournaments.selectors import tournaments as select
from tournaments.selectors.roles import Role

COMMAND_RESPONSES = responses(outputs.CommandResultSerializer, *WRITE_ERRORS)
View = TypeVar("View", bound=type)


@dataclass(frozen=True)
class Command:
    """One call of an endpoint: the tournament, the rest of the path (a player id, a match or
    table key, a dispute id), the checked body (none for a read) and the request."""

    tournament: Tournament
    path: dict[str, Any]
    request: Request
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def user(self) -> Any:
        return self.request.user

    @property
    def key(self) -> Any:
        """The match or table key of the path."""
        return self.path["key"]

    @property
    def player_id(self) -> Any:
        """The player id of the path."""
        return self.path["player_id"]

    @property
    def idempotency_key(self) -> str | None:
        return idempotency_key(self.request)

    @property
    def meta(self) -> dict[str, Any]:
        """What the tournament services record with the events: who, and the retry key."""
        return {"actor": actor(self.request), "idempotency_key": self.idempotency_key}


class ReadView(ApiView):
    """A GET of one object: ``find`` it (its own checks raise the 404 of a hidden object);
    the rest is this skeleton."""

    output: type  # the answer's serializer
    many = False  # the object is a list, answered whole (not paginated)
    readers: frozenset[Role] = frozenset()  # who may read it (403); empty: ``find`` decides

    def find(self, read: Command) -> Any:
        raise NotImplementedError

    def body(self, found: Any, read: Command) -> Any:
        """The answer's body: by default the object through ``output``."""
        return self.output(found, many=self.many).data

    def get(self, request: Request, tournament_id: int, **path: Any) -> Response:
        tournament = select.tournament_get(tournament_id)
        if self.readers:
            access.require_role(request.user, tournament, self.readers)
        read = Command(tournament, path, request)
        return Response(self.body(self.find(read), read))


class CommandBase(ApiView):
    """A command endpoint: ``run`` calls the service; the rest is this skeleton. Its HTTP
    method is that of the subclass (``CommandView``: POST)."""

    method: ClassVar[str]
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

    def execute(self, request: Request, tournament_id: int, **path: Any) -> Response:
        tournament = select.tournament_get(tournament_id)
        self.authorize(request, tournament, **path)
        command = Command(tournament, path, request, validated(self.input, request))
        return Response(self.reply(self.run(command), command), status=self.status_code)


class CommandView(CommandBase):
    method = "post"

    def post(self, request: Request, tournament_id: int, **path: Any) -> Response:
        return self.execute(request, tournament_id, **path)


class PutCommand(CommandBase):
    """A command that replaces a resource (a deck, a whole match log)."""

    method = "put"

    def put(self, request: Request, tournament_id: int, **path: Any) -> Response:
        return self.execute(request, tournament_id, **path)


class DeleteCommand(CommandBase):
    """A command that removes a resource: answered 204 with no body."""

    method = "delete"
    status_code = status.HTTP_204_NO_CONTENT

    def reply(self, result: Any, command: Command) -> Any:
        return None

    def delete(self, request: Request, tournament_id: int, **path: Any) -> Response:
        return self.execute(request, tournament_id, **path)


def read_schema(
    operation_id: str, description: str = "", *, parameters: list[Any], errors: Any = None
) -> Callable[[View], View]:
    """The OpenAPI operation of a read view's GET; a view with ``readers`` may answer 403."""

    def document(view: View) -> View:
        output = view.output(many=True) if view.many else view.output  # type: ignore[attr-defined]
        codes = errors or (*READ_ERRORS, *((403,) if view.readers else ()))  # type: ignore[attr-defined]
        operation = extend_schema(
            operation_id=operation_id,
            parameters=parameters,
            responses=responses(output, *codes),
            description=description or None,
        )
        return extend_schema_view(get=operation)(view)

    return document


def command_schema(
    operation_id: str,
    description: str,
    *,
    parameters: list[Any],
    responses: Any = COMMAND_RESPONSES,
) -> Callable[[View], View]:
    """The OpenAPI operation of a command view's method (its request is the view's input)."""

    def document(view: View) -> View:
        method: str = view.method  # type: ignore[attr-defined]
        operation = extend_schema(
            operation_id=operation_id,
            parameters=parameters,
            request=None if method == "delete" else view.input,  # type: ignore[attr-defined]
            responses=responses,
            description=description,
        )
        return extend_schema_view(**{method: operation})(view)

    return document


class OrganizerCommand(CommandView):
    """An organizer's command on the tournament ([T-ROLE-1])."""

    allowed = access.ORGANIZER


def organizer_schema(
    operation_id: str, description: str, *, parameters: list[Any]
) -> Callable[[View], View]:
    return command_schema(operation_id, description + " Organizer only.", parameters=parameters)
