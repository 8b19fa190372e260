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


def _behind_the_trigger(sql: str, params: list[object]) -> None:
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute(
                "ALTER TABLE event_store_event DISABLE TRIGGER event_store_no_update_delete"
            )
        cursor.execute(sql, params)
        if connection.vendor == "postgresql":
            cursor.execute(
                "ALTER TABLE event_store_event ENABLE TRIGGER event_store_no_update_delete"
            )


def delete_last_event(stream_id: str) -> None:
    """Remove a stream's last event, as an attacker with superuser rights would: the chain
    that is left is intact, so only an outside record of the head can tell."""
    _behind_the_trigger(
        "DELETE FROM event_store_event WHERE stream_id = %s AND version = "
        "(SELECT MAX(version) FROM event_store_event WHERE stream_id = %s)",
        [stream_id, stream_id],
    )


def rechain_with_payload(stream_id: str, version: int, payload: dict[str, object]) -> None:
    """Rewrite a stored payload and recompute every hash from there on with the public
    algorithm: a forgery the hash chain alone cannot see."""
    from tournaments.eventstore import canonical_json, event_hash

    rows = list(StoredEvent.objects.filter(stream_id=stream_id).order_by("version"))
    prev = rows[version - 2].hash if version > 1 else "0" * 64
    for row in rows[version - 1 :]:
        body = payload if row.version == version else row.payload
        digest = event_hash(
            prev,
            row.stream_id,
            row.version,
            row.type,
            canonical_json(body),
            canonical_json(row.metadata),
            row.recorded_at,
        )
        _behind_the_trigger(
            "UPDATE event_store_event SET payload = %s, prev_hash = %s, hash = %s "
            "WHERE stream_id = %s AND version = %s",
            [canonical_json(body), prev, digest, stream_id, row.version],
        )
        prev = digest
