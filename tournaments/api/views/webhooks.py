"""Webhooks of a tournament (organizer only, [T-ROLE-1]): register, list, look at the
latest deliveries and their attempts, remove."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments import access
from tournaments.api.base import ApiView, validated
from tournaments.api.schema import READ_ERRORS, TOURNAMENT_ID, WRITE_ERRORS, responses
from tournaments.api.serializers import webhooks as shapes
from tournaments.selectors import tournaments as select
from tournaments.services import webhooks as svc

HOOK = OpenApiParameter(
    "hook",
    {"type": "string", "pattern": "^w[0-9]{1,9}$"},
    OpenApiParameter.PATH,
    description='A webhook of the tournament, e.g. "w1".',
)


class WebhookListRegister(ApiView):
    @extend_schema(
        operation_id="webhooks_list",
        parameters=[TOURNAMENT_ID],
        responses=responses(shapes.WebhookSerializer(many=True), *READ_ERRORS, 403),
        description="The tournament's webhooks; organizer only.",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        tournament = select.tournament_get(tournament_id)
        access.require_role(request.user, tournament, access.ORGANIZER)
        return Response(shapes.WebhookSerializer(svc.webhook_list(tournament), many=True).data)

    @extend_schema(
        operation_id="webhooks_register",
        parameters=[TOURNAMENT_ID],
        request=shapes.WebhookInput,
        responses=responses(
            shapes.WebhookCreatedSerializer, *WRITE_ERRORS, status=status.HTTP_201_CREATED
        ),
        description="Send the tournament's news to a URL: round_published, result_recorded, "
        "standings_changed, event_completed. The reply holds the signing secret, once.",
    )
    def post(self, request: Request, tournament_id: int) -> Response:
        tournament = select.tournament_get(tournament_id)
        access.require_role(request.user, tournament, access.ORGANIZER)
        data = validated(shapes.WebhookInput, request)
        hook = svc.webhook_register(
            tournament, url=data["url"], kinds=data["events"], by=request.user
        )
        return Response(shapes.WebhookCreatedSerializer(hook).data, status=status.HTTP_201_CREATED)


class WebhookDetail(ApiView):
    @extend_schema(
        operation_id="webhooks_retrieve",
        parameters=[TOURNAMENT_ID, HOOK],
        responses=responses(shapes.WebhookDetailSerializer, *READ_ERRORS, 403),
        description="A webhook with its latest 20 deliveries and every attempt of each.",
    )
    def get(self, request: Request, tournament_id: int, hook: str) -> Response:
        tournament = select.tournament_get(tournament_id)
        access.require_role(request.user, tournament, access.ORGANIZER)
        found = svc.webhook_get(tournament, hook)
        context = {"deliveries": svc.delivery_list(found)}
        return Response(shapes.WebhookDetailSerializer(found, context=context).data)

    @extend_schema(
        operation_id="webhooks_remove",
        parameters=[TOURNAMENT_ID, HOOK],
        responses=responses(None, *WRITE_ERRORS, status=status.HTTP_204_NO_CONTENT),
        description="Stop sending to the webhook; its deliveries stay on record.",
    )
    def delete(self, request: Request, tournament_id: int, hook: str) -> Response:
        tournament = select.tournament_get(tournament_id)
        access.require_role(request.user, tournament, access.ORGANIZER)
        svc.webhook_remove(tournament, hook)
        return Response(status=status.HTTP_204_NO_CONTENT)
