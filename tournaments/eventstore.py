"""The event store: append-only streams with optimistic concurrency, idempotency keys and a
hash chain (DESIGN.md, "The event store").

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

import hashlib
import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import orjson
from django.db import IntegrityError, connection, transaction
from django.utils import timezone

from engine import ENGINE_VERSION
from tournaments.errors import ConflictError, DomainError, IdempotencyKeyReused
from tournaments.models import IdempotencyRecord, StoredEvent
from tournaments.text import text_checked

GENESIS_HASH = "0" * 64
MAX_EVENTS_PER_APPEND = 10_000


@dataclass(frozen=True)
class NewEvent:
    """An event to append: its type (past tense, e.g. ``ResultReported``) and payload."""

    type: str
    payload: dict[str, Any]
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class RecordedEvent:
    stream_id: str
    version: int
    type: str
    payload: dict[str, Any]
    metadata: dict[str, Any]
    recorded_at: datetime
    prev_hash: str
    hash: str

    def as_dict(self) -> dict[str, Any]:
        return {
            "stream": self.stream_id,
            "version": self.version,
            "type": self.type,
            "payload": self.payload,
            "metadata": self.metadata,
            "recorded_at": self.recorded_at.isoformat(),
            "hash": self.hash,
        }


def canonical_json(value: Any) -> str:
    """The one JSON spelling of a value: sorted keys, no spaces, no NaN."""
    return json.dumps(
        value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
    )


def event_body(
    stream_id: str,
    version: int,
    type_: str,
    payload_json: str,
    metadata_json: str,
    recorded_at: datetime,
) -> str:
    """The event's canonical JSON, assembled from the already canonical payload and metadata
    texts in the sorted key order ``canonical_json`` gives a whole event (nothing is encoded
    twice)."""
    return (
        f'{{"metadata":{metadata_json},"payload":{payload_json},'
        f'"recorded_at":{canonical_json(recorded_at.isoformat(timespec="microseconds"))},'
        f'"stream":{canonical_json(stream_id)},"type":{canonical_json(type_)},'
        f'"version":{version}}}'
    )


def chain_hash(prev_hash: str, body: str) -> str:
    """SHA-256 over the previous hash and the event's canonical JSON, as UTF-8."""
    return hashlib.sha256((prev_hash + body).encode()).hexdigest()


def event_hash(
    prev_hash: str,
    stream_id: str,
    version: int,
    type_: str,
    payload_json: str,
    metadata_json: str,
    recorded_at: datetime,
) -> str:
    body = event_body(stream_id, version, type_, payload_json, metadata_json, recorded_at)
    return chain_hash(prev_hash, body)


def _encoded(value: Any, what: str) -> str:
    try:
        text = canonical_json(value)
    except (TypeError, ValueError) as exc:
        raise DomainError(f"{what} is not plain JSON: {exc}", code="invalid_event") from exc
    if "\\u0000" in text or not text.isascii():
        # The backstop behind the request checks: whatever a caller built, NUL or a lone
        # surrogate never reaches the hash (UTF-8) or PostgreSQL. The plain-ASCII case
        # without an escaped NUL, the commonest, costs two scans of a short text.
        text_checked(value, what)
    return text


def request_digest(*parts: Any) -> str:
    """The identity of one request, for its idempotency key: SHA-256 over the canonical JSON
    of what names the request (a value JSON cannot spell is written as its ``str``). A retry
    sends the same parts; the same key with other parts is another request. The one digest of
    every idempotent write: the event store's own, the services' commands, the tracker's."""
    text = json.dumps(list(parts), sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def _events_digest(stream_id: str, events: Sequence[_Encoded], actor: str | None) -> str:
    # Request ids differ between retries of one request, so they stay out of the digest.
    return request_digest(stream_id, actor, [[e.type, e.payload_json] for e in events])


# The two statements of every append are written as SQL: they are the hot path, and the ORM's
# per-call query compilation cost more than the database work (bench/event_store.py).
HEAD_SQL = (
    f"SELECT version, hash FROM {StoredEvent._meta.db_table} "
    "WHERE stream_id = %s ORDER BY version DESC LIMIT 1"
)
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
# One statement for the commonest append (one event, PostgreSQL): it finds the previous hash
# itself and chains with PostgreSQL's sha256() over the same UTF-8 bytes as ``chain_hash``, so
# the append is a single round trip. No row comes back when the stream is behind the expected
# version; the unique index refuses one that is ahead.
CHAINED_INSERT_SQL = (
    f"INSERT INTO {StoredEvent._meta.db_table} (stream_id, version, type, payload, metadata, "
    "recorded_at, prev_hash, hash) SELECT %s, %s, %s, %s::jsonb, %s::jsonb, %s, prev.hash, "
    "encode(sha256(convert_to(prev.hash || %s, 'UTF8')), 'hex') FROM ("
    f"SELECT hash FROM {StoredEvent._meta.db_table} WHERE stream_id = %s AND version = %s "
    "UNION ALL SELECT %s WHERE %s = 0) AS prev RETURNING prev_hash, hash"
)


def _append_one_chained_in_database(
    cursor: Any, stream_id: str, expected_version: int, event: _Encoded
) -> RecordedEvent | None:
    version, now = expected_version + 1, timezone.now()
    body = event_body(stream_id, version, event.type, event.payload_json, event.metadata_json, now)
    cursor.execute(
        CHAINED_INSERT_SQL,
        [
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
        ],
    )
    row = cursor.fetchone()
    if row is None:
        return None
    return RecordedEvent(
        stream_id,
        version,
        event.type,
        json.loads(event.payload_json),
        json.loads(event.metadata_json),
        now,
        row[0],
        row[1],
    )


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
    encoded = _encode([event], {**metadata, "engine_version": ENGINE_VERSION})[0]
    version, now = expected_version + 1, timezone.now()
    body = event_body(
        stream_id, version, encoded.type, encoded.payload_json, encoded.metadata_json, now
    )
    chained: list[Any] = [
        stream_id,
        version,
        encoded.type,
        encoded.payload_json,
        encoded.metadata_json,
    ]
    chained += [now, body, stream_id, expected_version, GENESIS_HASH, expected_version]
    try:
        with connection.cursor() as cursor:
            cursor.execute(
                DERIVED_APPEND_SQL.format(update=update, where=where), [*chained, *params]
            )
            row = cursor.fetchone()
    except IntegrityError:
        row = None
    if row is None:
        raise _conflict(stream_id, expected_version, stream_version(stream_id))
    payload, meta = json.loads(encoded.payload_json), json.loads(encoded.metadata_json)
    return RecordedEvent(stream_id, version, encoded.type, payload, meta, now, row[0], row[1])


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


READ_SQL = (
    "SELECT stream_id, version, type, payload, metadata, recorded_at, prev_hash, hash "
    f"FROM {StoredEvent._meta.db_table} WHERE stream_id = %s AND version > %s ORDER BY version"
)


def read(stream_id: str, after_version: int = 0) -> list[RecordedEvent]:
    """The stream's events after ``after_version``, in order.

    One plain query: every command and every verification reads whole streams, and building
    model instances cost more than the database's work.
    """
    with connection.cursor() as cursor:
        cursor.execute(READ_SQL, [stream_id, after_version])
        rows = cursor.fetchall()
    return [_from_row(row) for row in rows]


def read_payload_arrays(stream_id: str, types: Sequence[str]) -> tuple[int, dict[str, str]]:
    """The stream's version and, for each of ``types``, the payloads of its events of that
    type as one JSON array text, in stream order (``"[]"`` when there are none).

    One query and one text per type on PostgreSQL, which renders the JSON itself: a reader
    that wants a whole match log decodes one document instead of a row per event.
    """
    if connection.vendor != "postgresql":
        events = read(stream_id)
        arrays = {
            t: "[" + ",".join(canonical_json(e.payload) for e in events if e.type == t) + "]"
            for t in types
        }
        return (events[-1].version if events else 0), arrays
    columns = ", ".join(
        "string_agg(payload::text, ',' ORDER BY version) FILTER (WHERE type = %s)" for _ in types
    )
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT max(version), {columns} FROM {StoredEvent._meta.db_table} "
            "WHERE stream_id = %s",
            [*types, stream_id],
        )
        version, *texts = cursor.fetchone()
    return version or 0, {t: f"[{text or ''}]" for t, text in zip(types, texts, strict=True)}


def _from_row(row: Sequence[Any]) -> RecordedEvent:
    stream, version, type_, payload, metadata, recorded_at, prev_hash, digest = row
    if isinstance(payload, str | bytes):  # SQLite hands JSON back as text
        payload, metadata = orjson.loads(payload), orjson.loads(metadata)
    if isinstance(recorded_at, str):
        recorded_at = datetime.fromisoformat(recorded_at)
    if recorded_at.tzinfo is None:
        recorded_at = recorded_at.replace(tzinfo=UTC)
    return RecordedEvent(stream, version, type_, payload, metadata, recorded_at, prev_hash, digest)


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


@dataclass(frozen=True)
class _Encoded:
    """An event ready to store: payload and metadata as canonical JSON texts."""

    type: str
    payload_json: str
    metadata_json: str


def _encode(events: Sequence[NewEvent], base_metadata: dict[str, Any]) -> list[_Encoded]:
    return [
        _Encoded(
            e.type,
            _encoded(e.payload, f"payload of {e.type}"),
            _encoded({**base_metadata, **e.metadata}, f"metadata of {e.type}"),
        )
        for e in events
    ]


def _chain(
    stream_id: str, head: tuple[int, str], events: Sequence[_Encoded], recorded_at: datetime
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


def _insert(cursor: Any, chained: Sequence[RecordedEvent], events: Sequence[_Encoded]) -> None:
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


def _batch_document(chained: Sequence[RecordedEvent], events: Sequence[_Encoded]) -> str:
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
    a conflict from aborting the caller's work.
    """
    if idempotency_key or count > 1 or connection.in_atomic_block:
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
    encoded = _encode(events, metadata)
    digest = request_digest or (
        _events_digest(stream_id, encoded, actor) if idempotency_key else ""
    )
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
                one = _append_one_chained_in_database(
                    cursor, stream_id, expected_version, encoded[0]
                )
                if one is None:
                    raise _conflict(stream_id, expected_version, stream_version(stream_id))
                return [one]
            head = stream_head(stream_id, cursor)
            if head[0] != expected_version:
                raise _conflict(stream_id, expected_version, head[0])
            chained = _chain(stream_id, head, encoded, timezone.now())
            _insert(cursor, chained, encoded)
    except IntegrityError:
        if idempotency_key and (earlier := earlier_reply(idempotency_key, stream_id, digest)):
            return earlier
        raise _conflict(stream_id, expected_version, stream_version(stream_id)) from None
    return chained


def _conflict(stream_id: str, expected: int, actual: int) -> ConflictError:
    return ConflictError(
        f"stream {stream_id} is at version {actual}, not {expected}: read it again and retry",
        field="expected_version",
        details={"stream": stream_id, "expected_version": expected, "current_version": actual},
    )


@dataclass(frozen=True)
class ChainProblem:
    """The first event of a stream that breaks the version sequence or the hash chain."""

    stream_id: str
    version: int
    problem: str

    def __str__(self) -> str:
        return f"stream {self.stream_id}, event {self.version}: {self.problem}"


def _stream_problem(events: Iterable[StoredEvent]) -> ChainProblem | None:
    expected_version, prev = 1, GENESIS_HASH
    for row in events:
        where = (row.stream_id, row.version)
        if row.version != expected_version:
            return ChainProblem(*where, f"version gap: expected {expected_version}")
        if row.prev_hash != prev:
            return ChainProblem(*where, "prev_hash does not match the previous event's hash")
        recomputed = event_hash(
            prev,
            row.stream_id,
            row.version,
            row.type,
            canonical_json(row.payload),
            canonical_json(row.metadata),
            row.recorded_at,
        )
        if recomputed != row.hash:
            return ChainProblem(
                *where, "content does not match its hash (changed after it was recorded)"
            )
        expected_version, prev = expected_version + 1, row.hash
    return None


def _by_stream(rows: Iterator[StoredEvent]) -> Iterator[list[StoredEvent]]:
    batch: list[StoredEvent] = []
    for row in rows:
        if batch and row.stream_id != batch[0].stream_id:
            yield batch
            batch = []
        batch.append(row)
    if batch:
        yield batch


def verify(stream_id: str | None = None) -> tuple[int, list[ChainProblem]]:
    """Check versions and hash chains of one stream or all: (streams checked, problems)."""
    rows = StoredEvent.objects.order_by("stream_id", "version")
    if stream_id:
        rows = rows.filter(stream_id=stream_id)
    streams, problems = 0, []
    for events in _by_stream(rows.iterator(chunk_size=2000)):
        streams += 1
        if problem := _stream_problem(events):
            problems.append(problem)
    return streams, problems
