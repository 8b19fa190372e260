"""The event store's tables.

``StoredEvent`` is append-only: the ORM refuses updates and deletes here, and on PostgreSQL a
trigger (migration 0002) rejects UPDATE, DELETE and TRUNCATE whatever the client.
"""

from __future__ import annotations

from typing import Any, NoReturn

from django.db import models

from tournaments.errors import AppendOnlyViolation


def _refuse(action: str) -> NoReturn:
    raise AppendOnlyViolation(
        f"events are append-only: {action} refused; record a correcting event instead"
    )


class AppendOnlyQuerySet(models.QuerySet[Any]):
    def update(self, **kwargs: Any) -> int:
        _refuse("update")

    def delete(self) -> tuple[int, dict[str, int]]:
        _refuse("delete")

    def bulk_update(self, *args: Any, **kwargs: Any) -> int:
        _refuse("bulk_update")

    def update_or_create(self, *args: Any, **kwargs: Any) -> NoReturn:
        _refuse("update_or_create")


class StoredEvent(models.Model):
    """One event of one stream. Versions run 1, 2, 3... per stream, without gaps."""

    stream_id = models.CharField(max_length=100)
    version = models.PositiveIntegerField()
    type = models.CharField(max_length=100)
    payload = models.JSONField()
    metadata = models.JSONField(default=dict)
    recorded_at = models.DateTimeField()
    prev_hash = models.CharField(max_length=64)
    hash = models.CharField(max_length=64)

    objects = AppendOnlyQuerySet.as_manager()

    class Meta:
        db_table = "event_store_event"
        constraints = [
            models.UniqueConstraint(fields=["stream_id", "version"], name="event_stream_version"),
            models.CheckConstraint(condition=models.Q(version__gte=1), name="event_version_gte_1"),
        ]
        ordering = ["stream_id", "version"]

    def __str__(self) -> str:
        return f"{self.stream_id}@{self.version} {self.type}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        if not self._state.adding:
            _refuse("update")
        super().save(*args, **kwargs)

    def delete(self, *args: Any, **kwargs: Any) -> NoReturn:
        _refuse("delete")


class IdempotencyRecord(models.Model):
    """Remembers which events a request key produced, so a retry returns them again.

    Written in the same transaction as the events it names: both exist or neither does.
    """

    key = models.CharField(max_length=200, unique=True)
    stream_id = models.CharField(max_length=100)
    request_digest = models.CharField(max_length=64)
    first_version = models.PositiveIntegerField()
    count = models.PositiveIntegerField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "event_store_idempotency"

    def __str__(self) -> str:
        return f"{self.key} -> {self.stream_id}@{self.first_version}+{self.count}"


class StreamCheckpoint(models.Model):
    """A signed record of stream heads (issue 24): every stream whose head (version, hash)
    changed since the previous checkpoint, HMAC-signed with a key kept outside the database
    (``AGOT_CHECKPOINT_KEY``) and chained to the previous checkpoint's signature. Append-only
    like the events (ORM here, triggers on PostgreSQL: migration 0009).
    See ``tournaments/checkpoints.py`` and docs/operations.md."""

    number = models.PositiveIntegerField(unique=True)
    recorded_at = models.DateTimeField()
    heads = models.JSONField()  # stream id -> [version, hash], the streams that moved
    stream_count = models.PositiveIntegerField()
    prev_mac = models.CharField(max_length=64)
    mac = models.CharField(max_length=64)

    objects = AppendOnlyQuerySet.as_manager()

    class Meta:
        db_table = "event_store_checkpoint"
        ordering = ["number"]

    def __str__(self) -> str:
        return f"checkpoint {self.number} ({self.stream_count} streams)"

    def save(self, *args: Any, **kwargs: Any) -> None:
        if not self._state.adding:
            _refuse("update")
        super().save(*args, **kwargs)

    def delete(self, *args: Any, **kwargs: Any) -> NoReturn:
        _refuse("delete")
