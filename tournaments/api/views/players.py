"""Registrations, decks ([T-DECK-3]) and status changes: drop, rejoin, disqualify."""

from __future__ import annotations

import json
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
    actor,
    idempotency_key,
    validated,
)
from tournaments.api.schema import (
    PLAYER_ID,
    READ_ERRORS,
    TOURNAMENT_ID,
    WRITE_ERRORS,
    responses,
)
from tournaments.api.serializers import inputs, outputs
from tournaments.api.views.commands import (
    Command,
    CommandView,
    PutCommand,
    ReadView,
    command_schema,
    read_schema,
)
from tournaments.errors import NotFound, PermissionDenied
from tournaments.selectors import tournaments as select
from tournaments.selectors.roles import Role, registration_for_user, roles_get
from tournaments.services import tournaments as svc

WRITE = [TOURNAMENT_ID, IDEMPOTENCY_PARAMETER]
PLAYER_WRITE = [TOURNAMENT_ID, PLAYER_ID, IDEMPOTENCY_PARAMETER]


class RegistrationListCreate(ListView):
    serializer_class = outputs.RegistrationSerializer

    def get_queryset(self) -> Any:
        return select.registration_list(select.tournament_get(self.kwargs["tournament_id"]))

    @extend_schema(
        operation_id="registrations_list",
        parameters=[TOURNAMENT_ID],
        responses=responses(outputs.RegistrationSerializer, *READ_ERRORS),
        description="The entrants (public fields; decklists are private, [T-DECK-3]).",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        return super().get(request)

    @extend_schema(
        operation_id="registrations_create",
        parameters=WRITE,
        request=inputs.RegistrationInput,
        responses=responses(
            outputs.RegistrationDetailSerializer, *WRITE_ERRORS, status=status.HTTP_201_CREATED
        ),
        description="Register yourself, or (organizer) a player by name with an optional "
        "account. Late players get unpaired losses for rounds already paired ([T-DROP-2]).",
    )
    def post(self, request: Request, tournament_id: int) -> Response:
        tournament = select.tournament_get(tournament_id)
        data = validated(inputs.RegistrationInput, request)
        user = request.user
        if "user" in data or Role.ORGANIZER in roles_get(user, tournament):
            user = _registered_user(request, tournament, data)
        player_id = svc.player_register(
            tournament,
            name=data["name"],
            user=user,
            actor=actor(request),
            idempotency_key=idempotency_key(request),
        )
        registration = select.registration_get(tournament, player_id)
        body = outputs.RegistrationDetailSerializer(registration).data
        return Response(body, status=status.HTTP_201_CREATED)


def _registered_user(request: Request, tournament: Any, data: dict[str, Any]) -> Any:
    """The organizer registers anyone (with or without an account); others only themselves."""
    access.require_role(request.user, tournament, access.ORGANIZER)
    if "user" not in data:
        return None
    user = get_user_model().objects.filter(pk=data["user"]).first()
    if user is None:
        raise NotFound(f"there is no user {data['user']}", field="user")
    return user


class PlayerActor:
    """A write of one player's: the player themself or the organizer ([T-ROLE-1])."""

    def authorize(self, request: Request, tournament: Any, **path: Any) -> None:
        access.player_actor(request.user, tournament, path["player_id"])


@read_schema(
    "registrations_me", "Your own registration in this tournament.", parameters=[TOURNAMENT_ID]
)
class RegistrationMe(ReadView):
    output = outputs.RegistrationDetailSerializer

    def find(self, read: Command) -> Any:
        registration = registration_for_user(read.user, read.tournament)
        if registration is None:
            raise NotFound("you are not registered in this tournament")
        return registration


@read_schema(
    "registrations_retrieve",
    "The player and the officials only; anyone else gets the 404 of a missing player.",
    parameters=[TOURNAMENT_ID, PLAYER_ID],
)
class RegistrationDetail(ReadView):
    output = outputs.RegistrationDetailSerializer

    def find(self, read: Command) -> Any:
        registration, _ = access.registration_for(read.user, read.tournament, read.player_id)
        return registration


@read_schema(
    "decks_retrieve",
    "[T-DECK-3]: the player and the officials always; others once the cut is made or the "
    "event completed; otherwise the 404 of a missing player.",
    parameters=[TOURNAMENT_ID, PLAYER_ID],
)
@command_schema(
    "decks_submit",
    "Submit the deck as the deck database's text export or JSON (content), or as a JSON "
    "object (deck). Checked against the event's restricted list ([T-DECK-2]); fixed once "
    "round 1 is paired ([T-DECK-1]). The player or the organizer.",
    parameters=[TOURNAMENT_ID, PLAYER_ID],
    responses=responses(outputs.DeckSubmittedSerializer, *WRITE_ERRORS),
)
class DeckView(ReadView, PlayerActor, PutCommand):
    output = outputs.DeckSerializer
    input = inputs.DeckInput

    def find(self, read: Command) -> Any:
        return access.deck_for(read.user, read.tournament, read.player_id)

    def run(self, command: Command) -> Any:
        data = command.data
        content = data["content"] if "content" in data else json.dumps(data["deck"])
        return svc.deck_submit(
            command.tournament, command.player_id, content, actor=command.meta["actor"]
        )

    def reply(self, result: Any, command: Command) -> Any:
        body = {"player_id": command.player_id, "legal": not result, "errors": result}
        return outputs.DeckSubmittedSerializer(body).data


class PlayerCommand(PlayerActor, CommandView):
    """A status change of one player: the player themself or the organizer."""


@command_schema(
    "players_drop",
    "Drop from the next round on ([T-DROP-1]); a cut player is replaced "
    "([T-DROP-3]). The player or the organizer.",
    parameters=PLAYER_WRITE,
)
class PlayerDrop(PlayerCommand):
    def run(self, command: Command) -> Any:
        meta = command.meta
        return svc.player_drop(command.tournament, command.player_id, by=meta["actor"], **meta)


@command_schema(
    "players_rejoin",
    "Rejoin within the Swiss stage with unpaired losses ([T-DROP-2]). The player or the organizer.",
    parameters=PLAYER_WRITE,
)
class PlayerRejoin(PlayerCommand):
    def run(self, command: Command) -> Any:
        meta = command.meta
        return svc.player_rejoin(command.tournament, command.player_id, by=meta["actor"], **meta)


@command_schema(
    "players_disqualify",
    "Disqualify; the player cannot rejoin ([T-ROLE-3], [T-DROP-2]). Organizer only.",
    parameters=PLAYER_WRITE,
)
class PlayerDisqualify(PlayerCommand):
    input = inputs.ReasonInput

    def authorize(self, request: Request, tournament: Any, **path: Any) -> None:
        # Marshals recommend, the organizer disqualifies ([T-ROLE-1], [T-ROLE-3]).
        access.registration_for(request.user, tournament, path["player_id"])
        if Role.ORGANIZER not in roles_get(request.user, tournament):
            raise PermissionDenied("only the organizer disqualifies", rule="T-ROLE-1")

    def run(self, command: Command) -> Any:
        meta = command.meta
        return svc.player_disqualify(
            command.tournament,
            command.player_id,
            reason=command.data["reason"],
            by=meta["actor"],
            **meta,
        )
