"""Reading the event store: a stream's head, its events, or the payloads of its events as
JSON documents (docs/design.md, "The event store"; ``eventstore`` appends)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import orjson
from django.db import connection

from tournaments.errors import ConflictError
from tournaments.eventstore.encoding import GENESIS_HASH, RecordedEvent, canonical_json
from tournaments.models import StoredEvent

# Written as SQL: they are the hot path, and the ORM's per-call query compilation cost more
# than the database work (bench/event_store.py).
HEAD_SQL = (
    f"SELECT version, hash FROM {StoredEvent._meta.db_table} "
    "WHERE stream_id = %s ORDER BY version DESC LIMIT 1"
)
READ_SQL = (
    "SELECT stream_id, version, type, payload, metadata, recorded_at, prev_hash, hash "
    f"FROM {StoredEvent._meta.db_table} WHERE stream_id = %s AND version > %s ORDER BY version"
)


def stream_head(stream_id: str, cursor: Any = None) -> tuple[int, str]:
    """The stream's current version and last hash: ``(0, GENESIS_HASH)`` for a new stream."""
    if cursor is None:
        with connection.cursor() as own_cursor:
            return stream_head(stream_id, own_cursor)
    cursor.execute(HEAD_SQL, [stream_id])
    head = cursor.fetchone()
    return (head[0], head[1]) if head else (0, GENESIS_HASH)


def stream_version(stream_id: str) -> int:
    return stream_head(stream_id)[0]


def read(stream_id: str, after_version: int = 0) -> list[RecordedEvent]:
    """The stream's events after ``after_version``, in order.

    One plain query: every command and every verification reads whole streams, and building
    model instances cost more than the database's work.
    """
    with connection.cursor() as cursor:
        cursor.execute(READ_SQL, [stream_id, after_version])
        rows = cursor.fetchall()
    return [from_row(row) for row in rows]


def read_payload_arrays(stream_id: str, types: Sequence[str]) -> tuple[int, dict[str, str]]:
    """The stream's version and, for each of ``types``, the payloads of its events of that
    type as one JSON array text, in stream order (``"[]"`` when there are none).

    One query and one text per type on PostgreSQL, which renders the JSON itself: a reader
    that wants a whole match log decodes one document instead of a row per event.
    """
    found = read_payload_arrays_many([stream_id], types)
    return found.get(stream_id, (0, {t: "[]" for t in types}))


def read_payload_arrays_many(
    stream_ids: Sequence[str], types: Sequence[str]
) -> dict[str, tuple[int, dict[str, str]]]:
    """``read_payload_arrays`` of several streams in one query (a stream without events is
    left out): a worker verifying a batch of logs reads them all at once."""
    if connection.vendor != "postgresql":
        found = {}
        for stream_id in stream_ids:
            if events := read(stream_id):
                payloads = [(e.type, canonical_json(e.payload)) for e in events]
                arrays = {t: "[" + ",".join(p for k, p in payloads if k == t) + "]" for t in types}
                found[stream_id] = (events[-1].version, arrays)
        return found
    columns = ", ".join(
        "string_agg(payload::text, ',' ORDER BY version) FILTER (WHERE type = %s)" for _ in types
    )
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT stream_id, max(version), {columns} FROM {StoredEvent._meta.db_table} "
            "WHERE stream_id = ANY(%s) GROUP BY stream_id",
            [*types, list(stream_ids)],
        )
        rows = cursor.fetchall()
    return {
        stream: (version, {t: f"[{text or ''}]" for t, text in zip(types, texts, strict=True)})
        for stream, version, *texts in rows
    }


def from_row(row: Sequence[Any]) -> RecordedEvent:
    stream, version, type_, payload, metadata, recorded_at, prev_hash, digest = row
    if isinstance(payload, str | bytes):  # SQLite hands JSON back as text
        payload, metadata = orjson.loads(payload), orjson.loads(metadata)
    if isinstance(recorded_at, str):
        recorded_at = datetime.fromisoformat(recorded_at)
    if recorded_at.tzinfo is None:
        recorded_at = recorded_at.replace(tzinfo=UTC)
    return RecordedEvent(stream, version, type_, payload, metadata, recorded_at, prev_hash, digest)


def conflict_error(stream_id: str, expected: int, actual: int) -> ConflictError:
    return ConflictError(
        f"stream {stream_id} is at version {actual}, not {expected}: read it again and retry",
        field="expected_version",
        details={"stream": stream_id, "expected_version": expected, "current_version": actual},
    )
