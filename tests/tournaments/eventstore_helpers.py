"""Helpers for event-store tests: snapshots of the tables, and tampering behind the guards."""

from __future__ import annotations

from django.db import connection

from tournaments.models import IdempotencyRecord, StoredEvent


def snapshot() -> tuple[list[tuple], list[tuple]]:
    """Everything the event store holds, to assert that a refused command changed nothing."""
    events = list(
        StoredEvent.objects.order_by("id").values_list(
            "stream_id", "version", "type", "payload", "metadata", "hash"
        )
    )
    keys = list(
        IdempotencyRecord.objects.order_by("id").values_list(
            "key", "stream_id", "first_version", "count"
        )
    )
    return events, keys


def tamper_payload(stream_id: str, version: int, payload_json: str) -> None:
    """Change a stored payload the way an attacker with superuser rights would.

    On PostgreSQL the append-only trigger must be switched off first (superuser only);
    SQLite has no trigger.
    """
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute(
                "ALTER TABLE event_store_event DISABLE TRIGGER event_store_no_update_delete"
            )
        cursor.execute(
            "UPDATE event_store_event SET payload = %s WHERE stream_id = %s AND version = %s",
            [payload_json, stream_id, version],
        )
        if connection.vendor == "postgresql":
            cursor.execute(
                "ALTER TABLE event_store_event ENABLE TRIGGER event_store_no_update_delete"
            )
