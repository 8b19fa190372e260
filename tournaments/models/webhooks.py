"""Webhooks: an organizer's subscriptions and the record of every delivery attempt.

Not projections and not events: a hook holds a signing secret (which must never enter the
append-only, hash-chained event store) and delivery bookkeeping that is about the receiver,
not about the tournament (docs/decisions/webhooks.md).
"""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models

from .projections import Tournament


class Webhook(models.Model):
    class Kind(models.TextChoices):
        ROUND_PUBLISHED = "round_published"
        RESULT_RECORDED = "result_recorded"
        STANDINGS_CHANGED = "standings_changed"
        EVENT_COMPLETED = "event_completed"

    # Not a cascade: ``rebuild_projections`` drops and recreates the tournament row (same id)
    # and the hooks, which are not projections, must outlive that.
    tournament = models.ForeignKey(
        Tournament, on_delete=models.DO_NOTHING, db_constraint=False, related_name="webhooks"
    )
    key = models.CharField(max_length=20)  # "w1", "w2"... within the tournament
    url = models.URLField(max_length=500)
    kinds = models.JSONField(default=list)  # the Kind values it is sent
    secret = models.CharField(max_length=100)  # HMAC-SHA256 key of its signatures
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    active = models.BooleanField(default=True)  # removed hooks keep their delivery record
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["tournament", "id"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "key"], name="webhook_key_unique")
        ]

    def __str__(self) -> str:
        return f"{self.key} -> {self.url}"


class WebhookDelivery(models.Model):
    """One notice to one hook; its body is stored as sent, so every attempt signs the same
    bytes and a receiver can deduplicate retries by ``delivery_id``."""

    class Status(models.TextChoices):
        PENDING = "pending"
        DELIVERED = "delivered"
        FAILED = "failed"  # every attempt used

    webhook = models.ForeignKey(Webhook, on_delete=models.CASCADE, related_name="deliveries")
    delivery_id = models.UUIDField(default=uuid.uuid4, unique=True)
    kind = models.CharField(max_length=30)
    stream_version = models.PositiveIntegerField()  # the tournament stream version it tells of
    body = models.TextField()
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.PENDING)
    attempts = models.PositiveIntegerField(default=0)
    next_attempt_at = models.DateTimeField(null=True)  # for the sweep after a lost task
    # Set while a worker has the delivery in flight (claimed, POSTing outside any transaction);
    # another worker may take it over only once this has passed (the first one died).
    leased_until = models.DateTimeField(null=True)
    created_at = models.DateTimeField(auto_now_add=True)
    delivered_at = models.DateTimeField(null=True)

    class Meta:
        ordering = ["id"]
        constraints = [
            models.UniqueConstraint(
                fields=["webhook", "kind", "stream_version"], name="webhook_delivery_once"
            )
        ]
        indexes = [
            models.Index(fields=["status", "next_attempt_at"], name="webhook_delivery_due_idx")
        ]

    @property
    def last_attempt(self) -> WebhookAttempt | None:
        """The latest attempt (from the prefetched log when there is one)."""
        attempts = list(self.attempt_log.all())
        return attempts[-1] if attempts else None


class WebhookAttempt(models.Model):
    """One POST of a delivery: the receiver's status code or the error, and how long."""

    delivery = models.ForeignKey(
        WebhookDelivery, on_delete=models.CASCADE, related_name="attempt_log"
    )
    number = models.PositiveIntegerField()
    at = models.DateTimeField()
    status_code = models.PositiveIntegerField(null=True)
    error = models.CharField(max_length=300, blank=True)
    duration_ms = models.PositiveIntegerField()

    class Meta:
        ordering = ["delivery", "number"]
