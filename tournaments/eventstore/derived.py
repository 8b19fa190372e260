"""Single-event appends chained by PostgreSQL in one statement: the commonest append, and a
derived event (a verdict) appended together with the read-model update it implies
(docs/design.md, "The event store"; issue 25 for why each is one round trip)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from django.db import IntegrityError, connection
from django.utils import timezone

from engine import ENGINE_VERSION
from tournaments.eventstore.encoding import (
    GENESIS_HASH,
    EncodedEvent,
    NewEvent,
    RecordedEvent,
    canonical_json,
    encode_events,
    event_body,
)
from tournaments.eventstore.reads import conflict_error, stream_version
from tournaments.models import StoredEvent

# One statement for the commonest append (one event, PostgreSQL): it finds the previous hash
# itself and chains with PostgreSQL's sha256() over the same UTF-8 bytes as ``chain_hash``, so
# the append is a single round trip. No row comes back when the stream is behind the expected
# version, nor when it is ahead: the unique (stream, version) index settles a race (a second
# writer waits for the first to commit), and ON CONFLICT turns its refusal into no row rather
# than an error, so a conflict never aborts the caller's transaction and needs no savepoint.
CHAINED_INSERT_SQL = (
    f"INSERT INTO {StoredEvent._meta.db_table} (stream_id, version, type, payload, metadata, "
    "recorded_at, prev_hash, hash) SELECT %s, %s, %s, %s::jsonb, %s::jsonb, %s, prev.hash, "
    "encode(sha256(convert_to(prev.hash || %s, 'UTF8')), 'hex') FROM ("
    f"SELECT hash FROM {StoredEvent._meta.db_table} WHERE stream_id = %s AND version = %s "
    "UNION ALL SELECT %s WHERE %s = 0) AS prev ON CONFLICT (stream_id, version) DO NOTHING "
    "RETURNING prev_hash, hash"
)


def _chained_params(stream_id: str, expected_version: int, event: EncodedEvent) -> list[Any]:
    """The parameters of ``CHAINED_INSERT_SQL`` (the new event's time is the last but five)."""
    version, now = expected_version + 1, timezone.now()
    body = event_body(stream_id, version, event.type, event.payload_json, event.metadata_json, now)
    return [
        stream_id,
        version,
        event.type,
        event.payload_json,
        event.metadata_json,
        now,
        body,
        stream_id,
        expected_version,
        GENESIS_HASH,
        expected_version,
    ]


def _recorded(
    stream_id: str, params: Sequence[Any], event: EncodedEvent, row: Sequence[Any]
) -> RecordedEvent:
    """The event appended with ``params`` whose (prev_hash, hash) came back as ``row``."""
    payload, metadata = json.loads(event.payload_json), json.loads(event.metadata_json)
    return RecordedEvent(
        stream_id, params[1], event.type, payload, metadata, params[5], row[0], row[1]
    )


def append_one_chained_in_database(
    cursor: Any, stream_id: str, expected_version: int, event: EncodedEvent
) -> RecordedEvent | None:
    """Append one event after ``expected_version``; None when the stream is behind it."""
    params = _chained_params(stream_id, expected_version, event)
    cursor.execute(CHAINED_INSERT_SQL, params)
    row = cursor.fetchone()
    return None if row is None else _recorded(stream_id, params, event, row)


# A derived event (a verdict) and the read-model UPDATE it implies, as one statement: one round
# trip and no explicit transaction. Its commit does not wait for the WAL flush
# (``synchronous_commit`` off for this statement's own transaction only): derived data that a
# crash could lose is derived again by the sweeps, to the same result.
DERIVED_APPEND_SQL = (
    "WITH relaxed AS (SELECT set_config('synchronous_commit', 'off', true)), appended AS ("
    + CHAINED_INSERT_SQL.replace("RETURNING prev_hash, hash", "RETURNING version, prev_hash, hash")
    + ") {update} FROM appended, relaxed WHERE {where} RETURNING appended.prev_hash, "
    "appended.hash"
)


def append_derived(
    stream_id: str,
    expected_version: int,
    event: NewEvent,
    *,
    actor: str,
    update: str,
    where: str,
    params: Sequence[Any],
) -> RecordedEvent | None:
    """Append one derived event after ``expected_version`` and, in the same statement, run
    ``UPDATE <table> SET ... FROM appended WHERE <where>`` (``update`` and ``where`` are SQL;
    ``appended.version`` is the new event's version; ``params`` fill them, in order).

    PostgreSQL, outside any transaction (the statement is its own); returns None where that
    does not hold, so the caller takes the ordinary transactional path. Raises
    ``ConflictError`` when the stream is no longer at ``expected_version``.
    """
    if connection.vendor != "postgresql" or connection.in_atomic_block:
        return None
    metadata = {"actor": actor, "request_id": None, "idempotency_key": None}
    encoded = encode_events([event], {**metadata, "engine_version": ENGINE_VERSION})[0]
    chained = _chained_params(stream_id, expected_version, encoded)
    try:
        with connection.cursor() as cursor:
            cursor.execute(
                DERIVED_APPEND_SQL.format(update=update, where=where), [*chained, *params]
            )
            row = cursor.fetchone()
    except IntegrityError:
        row = None
    if row is None:
        raise conflict_error(stream_id, expected_version, stream_version(stream_id))
    return _recorded(stream_id, chained, encoded, row)


@dataclass(frozen=True)
class DerivedAppend:
    """One derived event of ``append_derived_many``: appended after ``expected_version`` of
    its stream; ``extra`` (JSON values) is what its read-model update reads as ``item.extra``."""

    stream_id: str
    expected_version: int
    event: NewEvent
    extra: list[Any]


# Many derived events and their read-model updates as one statement: the items come as one
# JSON document (parsed by PostgreSQL in C), each event is chained onto its stream's event at
# the expected version (found by the join; a stream already ahead makes the unique index refuse
# the whole statement), and the update joins each appended event to its item.
DERIVED_MANY_SQL = (
    "WITH relaxed AS (SELECT set_config('synchronous_commit', 'off', true)), item AS ("
    "SELECT e->>0 AS stream_id, (e->>1)::int AS version, e->>2 AS type, e->3 AS payload, "
    "e->4 AS metadata, (e->>5)::timestamptz AS recorded_at, e->>6 AS body, e->7 AS extra "
    "FROM jsonb_array_elements(%s::jsonb) AS e), appended AS ("
    f"INSERT INTO {StoredEvent._meta.db_table} (stream_id, version, type, payload, metadata, "
    "recorded_at, prev_hash, hash) SELECT item.stream_id, item.version, item.type, "
    "item.payload, item.metadata, item.recorded_at, prev.hash, "
    "encode(sha256(convert_to(prev.hash || item.body, 'UTF8')), 'hex') FROM item "
    f"JOIN {StoredEvent._meta.db_table} AS prev ON prev.stream_id = item.stream_id "
    "AND prev.version = item.version - 1 RETURNING stream_id, version) "
    "{update} FROM appended JOIN item USING (stream_id), relaxed WHERE {where} "
    "RETURNING appended.stream_id"
)


def append_derived_many(
    appends: Sequence[DerivedAppend], *, actor: str, update: str, where: str
) -> set[str] | None:
    """Append each derived event after its expected version and, in the same statement, run
    ``UPDATE <table> SET ... FROM appended JOIN item ... WHERE <where>`` (``appended.version``
    is an event's new version, ``item.extra`` its JSON values). At most one event a stream.

    Returns the streams appended to (a stream behind its expected version is not), or None
    when nothing was appended: not PostgreSQL outside a transaction, or a stream already
    ahead of its expected version; the caller then appends one by one.
    """
    if connection.vendor != "postgresql" or connection.in_atomic_block or not appends:
        return None
    metadata = {"actor": actor, "request_id": None, "idempotency_key": None}
    base = {**metadata, "engine_version": ENGINE_VERSION}
    now = timezone.now()
    at = canonical_json(now.isoformat(timespec="microseconds"))
    rows = []
    for item in appends:
        event = encode_events([item.event], base)[0]
        version = item.expected_version + 1
        body = event_body(
            item.stream_id, version, event.type, event.payload_json, event.metadata_json, now
        )
        head = f"{canonical_json(item.stream_id)},{version},{canonical_json(event.type)}"
        rows.append(
            f"[{head},{event.payload_json},{event.metadata_json},{at},"
            f"{canonical_json(body)},{canonical_json(item.extra)}]"
        )
    try:
        with connection.cursor() as cursor:
            cursor.execute(
                DERIVED_MANY_SQL.format(update=update, where=where), ["[" + ",".join(rows) + "]"]
            )
            return {row[0] for row in cursor.fetchall()}
    except IntegrityError:
        return None
