"""Shapes of the webhook endpoints: register (url and the kinds of news), list, detail with
the latest deliveries and every attempt."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from tournaments.api.serializers.inputs import StrictCharField, StrictChoiceField, StrictSerializer
from tournaments.models import Webhook, WebhookAttempt, WebhookDelivery


class WebhookInput(StrictSerializer):
    url = StrictCharField(
        max_length=500, help_text="http:// or https://, a public address; we POST JSON to it."
    )
    events = serializers.ListField(
        child=StrictChoiceField(choices=Webhook.Kind.values),
        min_length=1,
        max_length=len(Webhook.Kind.values),
        help_text="The kinds of news to send.",
    )


class WebhookSerializer(serializers.ModelSerializer):  # type: ignore[type-arg]
    events = serializers.ListField(source="kinds", child=serializers.CharField())

    class Meta:
        model = Webhook
        fields = ["key", "url", "events", "created_at"]


class WebhookCreatedSerializer(WebhookSerializer):
    secret = serializers.CharField(
        help_text="Shown once: the HMAC-SHA256 key of the X-Agot-Signature-256 header."
    )

    class Meta(WebhookSerializer.Meta):
        fields = [*WebhookSerializer.Meta.fields, "secret"]


class AttemptSerializer(serializers.ModelSerializer):  # type: ignore[type-arg]
    class Meta:
        model = WebhookAttempt
        fields = ["number", "at", "status_code", "error", "duration_ms"]


class DeliverySerializer(serializers.ModelSerializer):  # type: ignore[type-arg]
    attempt_log = AttemptSerializer(many=True)

    class Meta:
        model = WebhookDelivery
        fields = [
            "delivery_id",
            "kind",
            "stream_version",
            "status",
            "attempts",
            "created_at",
            "delivered_at",
            "next_attempt_at",
            "attempt_log",
        ]


class WebhookDetailSerializer(WebhookSerializer):
    deliveries = serializers.SerializerMethodField()

    class Meta(WebhookSerializer.Meta):
        fields = [*WebhookSerializer.Meta.fields, "deliveries"]

    @extend_schema_field(DeliverySerializer(many=True))
    def get_deliveries(self, hook: Webhook) -> list[dict[str, object]]:
        return DeliverySerializer(self.context["deliveries"], many=True).data  # type: ignore[return-value]
