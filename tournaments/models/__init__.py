"""Models: the event store (source of truth) and the projections (read models)."""

from .events import IdempotencyRecord, StoredEvent, StreamCheckpoint
from .melee import MeleeSeat, MeleeTable
from .projections import (
    Dispute,
    Match,
    MatchLog,
    Registration,
    Round,
    StaffRole,
    Standing,
    Tournament,
)
from .webhooks import Webhook, WebhookAttempt, WebhookDelivery

__all__ = [
    "Dispute",
    "IdempotencyRecord",
    "Match",
    "MatchLog",
    "MeleeSeat",
    "MeleeTable",
    "Registration",
    "Round",
    "StaffRole",
    "Standing",
    "StoredEvent",
    "StreamCheckpoint",
    "Tournament",
    "Webhook",
    "WebhookAttempt",
    "WebhookDelivery",
]
