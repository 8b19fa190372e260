"""The event store: append-only streams with optimistic concurrency, idempotency keys and a
hash chain (docs/design.md, "The event store").

>>> append("match-1", 0, [NewEvent("MatchLogStarted", {"format": "agot-match-log/1"})])
... # doctest: +SKIP
[RecordedEvent(stream_id='match-1', version=1, ...)]

Concurrency: the caller names the version it read (``expected_version``). The append checks
it against the stream's head; the unique (stream, version) constraint is the backstop when
two writers race past the check, so exactly one of them wins and the others get
``ConflictError`` (HTTP 409). Nothing is ever overwritten and versions have no gaps.

Idempotency: the key's record is inserted *before* the events, in the same transaction, so
two concurrent requests with one key collide on the key (the loser then returns the winner's
events) rather than on the version (which would be a false conflict).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager, nullcontext
from datetime import datetime
from typing import Any

from django.db import IntegrityError, connection, transaction
from django.utils import timezone

from engine import ENGINE_VERSION
from tournaments.errors import DomainError, IdempotencyKeyReused
from tournaments.eventstore.derived import (
    DerivedAppend,
    append_derived,
    append_derived_many,
    append_one_chained_in_database,
)
from tournaments.eventstore.encoding import (
    GENESIS_HASH,
    EncodedEvent,
    NewEvent,
    RecordedEvent,
    canonical_json,
    chain_hash,
    encode_events,
    event_body,
    event_hash,
    events_digest,
    request_digest,
)
from tournaments.eventstore.reads import (
    conflict_error,
    read,
    read_payload_arrays,
    read_payload_arrays_many,
    stream_head,
    stream_version,
)
from tournaments.eventstore.verify import ChainProblem, verify
from tournaments.models import IdempotencyRecord, StoredEvent

# The event store's one entrance: its parts live inside this package (``encoding``: events,
# canonical JSON, hashes; ``reads``; ``derived``: one-statement appends; ``verify``: the chain
# check) and callers name them all from here.
__all__ = [
    "GENESIS_HASH",
    "MAX_EVENTS_PER_APPEND",
    "ChainProblem",
    "DerivedAppend",
    "NewEvent",
    "RecordedEvent",
    "append",
    "append_derived",
    "append_derived_many",
    "canonical_json",
    "chain_hash",
    "earlier_reply",
    "event_body",
    "event_hash",
    "key_record",
    "read",
    "read_payload_arrays",
    "read_payload_arrays_many",
    "request_digest",
    "stream_head",
    "stream_version",
    "verify",
]

MAX_EVENTS_PER_APPEND = 10_000

INSERT_SQL = (
    f"INSERT INTO {StoredEvent._meta.db_table} (stream_id, version, type, payload, "
    "metadata, recorded_at, prev_hash, hash) VALUES (%s, %s, %s, %s, %s, %s, %s, %s)"
)
# A batch in one statement whose one parameter is a JSON text: PostgreSQL parses it in C, where
# arrays of texts cost psycopg a Python-level escape of every payload (half an upload's CPU).
# Each row is [stream, version, type, payload, metadata, recorded_at, prev_hash, hash].
BATCH_INSERT_SQL = (
    f"INSERT INTO {StoredEvent._meta.db_table} (stream_id, version, type, payload, "
    "metadata, recorded_at, prev_hash, hash) SELECT e->>0, (e->>1)::int, e->>2, e->3, e->4, "
    "(e->>5)::timestamptz, e->>6, e->>7 FROM jsonb_array_elements(%s::jsonb) AS e"
)


def key_record(
    key: str, digest: str, stream_matches: Callable[[str], bool]
) -> IdempotencyRecord | None:
    """What an earlier request with this key recorded, None if the key is new.

    Raises ``IdempotencyKeyReused`` when the key came with a different request: another
    digest, or a stream the caller does not expect.
    """
    record = IdempotencyRecord.objects.filter(key=key).first()
    if record is None:
        return None
    if record.request_digest != digest or not stream_matches(record.stream_id):
        raise IdempotencyKeyReused(
            "this Idempotency-Key was already used for a different request; "
            "use a new key for a new request",
            field="idempotency_key",
        )
    return record


def earlier_reply(key: str, stream_id: str, digest: str) -> list[RecordedEvent] | None:
    """The events a request with this key recorded before, None if the key is new.

    Raises ``IdempotencyKeyReused`` when the key came with a different request.
    """
    record = key_record(key, digest, lambda stream: stream == stream_id)
    if record is None:
        return None
    return read(stream_id, after_version=record.first_version - 1)[: record.count]


def _check_request(stream_id: str, expected_version: int, events: Sequence[NewEvent]) -> None:
    if not stream_id or len(stream_id) > 100:
        raise DomainError("a stream id is 1 to 100 characters", field="stream")
    if not isinstance(expected_version, int) or expected_version < 0:
        raise DomainError("expected_version is a whole number >= 0", field="expected_version")
    if not events:
        raise DomainError("nothing to append", field="events")
    if len(events) > MAX_EVENTS_PER_APPEND:
        raise DomainError(f"at most {MAX_EVENTS_PER_APPEND} events per append", field="events")


def _chain(
    stream_id: str, head: tuple[int, str], events: Sequence[EncodedEvent], recorded_at: datetime
) -> list[RecordedEvent]:
    version, prev = head
    chained = []
    for e in events:
        version += 1
        digest = event_hash(
            prev, stream_id, version, e.type, e.payload_json, e.metadata_json, recorded_at
        )
        chained.append(
            RecordedEvent(
                stream_id,
                version,
                e.type,
                json.loads(e.payload_json),
                json.loads(e.metadata_json),
                recorded_at,
                prev,
                digest,
            )
        )
        prev = digest
    return chained


def _insert(cursor: Any, chained: Sequence[RecordedEvent], events: Sequence[EncodedEvent]) -> None:
    """Insert the rows: on PostgreSQL one statement whatever the batch size (its text never
    changes, so it is prepared once); elsewhere one statement per row (callers wrap a batch
    in a transaction)."""
    if len(chained) > 1 and connection.vendor == "postgresql":
        cursor.execute(BATCH_INSERT_SQL, [_batch_document(chained, events)])
        return
    rows = [
        (
            r.stream_id,
            r.version,
            r.type,
            e.payload_json,
            e.metadata_json,
            r.recorded_at,
            r.prev_hash,
            r.hash,
        )
        for r, e in zip(chained, events, strict=True)
    ]
    if len(rows) == 1:
        cursor.execute(INSERT_SQL, rows[0])
    else:
        cursor.executemany(INSERT_SQL, rows)


def _batch_document(chained: Sequence[RecordedEvent], events: Sequence[EncodedEvent]) -> str:
    """The rows of ``BATCH_INSERT_SQL`` as one JSON text, assembled from texts that are JSON
    already (the canonical payloads and metadata are never encoded again)."""
    stream = canonical_json(chained[0].stream_id)
    at = canonical_json(chained[0].recorded_at.isoformat())
    rows = (
        f"[{stream},{r.version},{canonical_json(r.type)},{e.payload_json},{e.metadata_json},"
        f'{at},"{r.prev_hash}","{r.hash}"]'
        for r, e in zip(chained, events, strict=True)
    )
    return "[" + ",".join(rows) + "]"


def _atomic_if_needed(idempotency_key: str | None, count: int) -> AbstractContextManager[object]:
    """A transaction (or savepoint) only where one statement is not enough.

    One event goes in with one INSERT, which is atomic on its own, and the unique
    (stream, version) index settles races, so a plain append needs no explicit transaction
    (saving two round trips). An idempotency record must commit together with its events, a
    batch takes one statement per event, and inside a caller's transaction a savepoint keeps
    a conflict from aborting the caller's work: except for one event on PostgreSQL, whose
    conflict is no row rather than an error (``CHAINED_INSERT_SQL``), which saves every
    command two round trips (SAVEPOINT, RELEASE).
    """
    if idempotency_key or count > 1:
        return transaction.atomic()
    if connection.in_atomic_block and connection.vendor != "postgresql":
        return transaction.atomic()
    return nullcontext()


def append(
    stream_id: str,
    expected_version: int,
    events: Sequence[NewEvent],
    *,
    idempotency_key: str | None = None,
    actor: str | None = None,
    request_id: str | None = None,
    request_digest: str | None = None,
) -> list[RecordedEvent]:
    """Append ``events`` after ``expected_version``; all of them or none.

    Raises ``ConflictError`` if the stream is no longer at ``expected_version``, and
    ``IdempotencyKeyReused`` if the key came with a different request before. A retry with
    the same key and content returns the events the first request recorded.
    ``request_digest`` names the request for that comparison when the caller has a better
    identity than the events (a service's command and arguments); by default the events are.
    """
    _check_request(stream_id, expected_version, events)
    metadata = {
        "actor": actor,
        "request_id": request_id,
        "idempotency_key": idempotency_key,
        "engine_version": ENGINE_VERSION,
    }
    encoded = encode_events(events, metadata)
    digest = request_digest or (events_digest(stream_id, encoded, actor) if idempotency_key else "")
    if idempotency_key and (earlier := earlier_reply(idempotency_key, stream_id, digest)):
        return earlier
    try:
        with _atomic_if_needed(idempotency_key, len(events)), connection.cursor() as cursor:
            if idempotency_key:
                IdempotencyRecord.objects.create(
                    key=idempotency_key,
                    stream_id=stream_id,
                    request_digest=digest,
                    first_version=expected_version + 1,
                    count=len(events),
                )
            if len(encoded) == 1 and connection.vendor == "postgresql":
                one = append_one_chained_in_database(
                    cursor, stream_id, expected_version, encoded[0]
                )
                if one is None:
                    raise conflict_error(stream_id, expected_version, stream_version(stream_id))
                return [one]
            head = stream_head(stream_id, cursor)
            if head[0] != expected_version:
                raise conflict_error(stream_id, expected_version, head[0])
            chained = _chain(stream_id, head, encoded, timezone.now())
            _insert(cursor, chained, encoded)
    except IntegrityError:
        if idempotency_key and (earlier := earlier_reply(idempotency_key, stream_id, digest)):
            return earlier
        raise conflict_error(stream_id, expected_version, stream_version(stream_id)) from None
    return chained
