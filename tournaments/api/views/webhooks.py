"""Webhooks of a tournament (organizer only, [T-ROLE-1]): register, list, look at the
latest deliveries and their attempts, remove."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiParameter
from rest_framework import status

from tournaments import access
from tournaments.api.schema import TOURNAMENT_ID, WRITE_ERRORS, responses
from tournaments.api.serializers import webhooks as shapes
from tournaments.api.views.commands import (
    Command,
    DeleteCommand,
    OrganizerCommand,
    ReadView,
    command_schema,
    read_schema,
)
from tournaments.services import webhooks as svc

HOOK = OpenApiParameter(
    "hook",
    {"type": "string", "pattern": "^w[0-9]{1,9}$"},
    OpenApiParameter.PATH,
    description='A webhook of the tournament, e.g. "w1".',
)


@read_schema(
    "webhooks_list", "The tournament's webhooks; organizer only.", parameters=[TOURNAMENT_ID]
)
@command_schema(
    "webhooks_register",
    "Send the tournament's news to a URL: round_published, result_recorded, "
    "standings_changed, event_completed. The reply holds the signing secret, once.",
    parameters=[TOURNAMENT_ID],
    responses=responses(
        shapes.WebhookCreatedSerializer, *WRITE_ERRORS, status=status.HTTP_201_CREATED
    ),
)
class WebhookListRegister(ReadView, OrganizerCommand):
    output = shapes.WebhookSerializer
    many = True
    readers = access.ORGANIZER
    input = shapes.WebhookInput
    status_code = status.HTTP_201_CREATED

    def find(self, read: Command) -> Any:
        return svc.webhook_list(read.tournament)

    def run(self, command: Command) -> Any:
        data = command.data
        return svc.webhook_register(
            command.tournament, url=data["url"], kinds=data["events"], by=command.user
        )

    def reply(self, result: Any, command: Command) -> Any:
        return shapes.WebhookCreatedSerializer(result).data


@read_schema(
    "webhooks_retrieve",
    "A webhook with its latest 20 deliveries and every attempt of each.",
    parameters=[TOURNAMENT_ID, HOOK],
)
@command_schema(
    "webhooks_remove",
    "Stop sending to the webhook; its deliveries stay on record.",
    parameters=[TOURNAMENT_ID, HOOK],
    responses=responses(None, *WRITE_ERRORS, status=status.HTTP_204_NO_CONTENT),
)
class WebhookDetail(ReadView, DeleteCommand):
    output = shapes.WebhookDetailSerializer
    readers = allowed = access.ORGANIZER

    def find(self, read: Command) -> Any:
        return svc.webhook_get(read.tournament, read.path["hook"])

    def body(self, found: Any, read: Command) -> Any:
        context = {"deliveries": svc.delivery_list(found)}
        return shapes.WebhookDetailSerializer(found, context=context).data

    def run(self, command: Command) -> Any:
        svc.webhook_remove(command.tournament, command.path["hook"])
