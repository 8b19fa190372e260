"""Models: the event store (source of truth) and the projections (read models)."""

from .events import IdempotencyRecord, StoredEvent

__all__ = ["IdempotencyRecord", "StoredEvent"]
