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
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone

from engine import ENGINE_VERSION
from tournaments.errors import ConflictError, DomainError, IdempotencyKeyReused
from tournaments.models import IdempotencyRecord, StoredEvent

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
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False)


def event_hash(prev_hash: str, stream_id: str, version: int, type_: str,
               payload: Any, metadata: Any, recorded_at: datetime) -> str:
    """SHA-256 over the previous hash and the canonical JSON of the event."""
    body = canonical_json({
        "stream": stream_id, "version": version, "type": type_, "payload": payload,
        "metadata": metadata, "recorded_at": recorded_at.isoformat(timespec="microseconds"),
    })
    return hashlib.sha256((prev_hash + body).encode()).hexdigest()


def _normalised(value: Any, what: str) -> Any:
    """The value as it will read back from the database (a JSON round trip)."""
    try:
        return json.loads(canonical_json(value))
    except (TypeError, ValueError) as exc:
        raise DomainError(f"{what} is not plain JSON: {exc}", code="invalid_event") from exc


def _normalised_event(event: NewEvent) -> NewEvent:
    return NewEvent(event.type, _normalised(event.payload, f"payload of {event.type}"),
                    _normalised(event.metadata, f"metadata of {event.type}"))


def _recorded(row: StoredEvent) -> RecordedEvent:
    return RecordedEvent(row.stream_id, row.version, row.type, row.payload, row.metadata,
                         row.recorded_at, row.prev_hash, row.hash)


def _request_digest(stream_id: str, events: Sequence[NewEvent], actor: str | None) -> str:
    # Request ids differ between retries of one request, so they stay out of the digest.
    body = [{"type": e.type, "payload": e.payload} for e in events]
    return hashlib.sha256(canonical_json([stream_id, actor, body]).encode()).hexdigest()


def stream_head(stream_id: str) -> tuple[int, str]:
    """The stream's current version and last hash: ``(0, GENESIS_HASH)`` for a new stream."""
    head = (StoredEvent.objects.filter(stream_id=stream_id).order_by("-version")
            .values_list("version", "hash").first())
    return head or (0, GENESIS_HASH)


def stream_version(stream_id: str) -> int:
    return stream_head(stream_id)[0]


def read(stream_id: str, after_version: int = 0) -> list[RecordedEvent]:
    """The stream's events after ``after_version``, in order."""
    rows = StoredEvent.objects.filter(stream_id=stream_id, version__gt=after_version)
    return [_recorded(row) for row in rows.order_by("version")]


def _earlier_reply(key: str, stream_id: str, digest: str) -> list[RecordedEvent] | None:
    record = IdempotencyRecord.objects.filter(key=key).first()
    if record is None:
        return None
    if record.stream_id != stream_id or record.request_digest != digest:
        raise IdempotencyKeyReused(
            "this Idempotency-Key was already used for a different request; "
            "use a new key for a new request", field="idempotency_key")
    last = record.first_version + record.count - 1
    rows = StoredEvent.objects.filter(stream_id=stream_id, version__gte=record.first_version,
                                      version__lte=last).order_by("version")
    return [_recorded(row) for row in rows]


def _check_request(stream_id: str, expected_version: int, events: Sequence[NewEvent]) -> None:
    if not stream_id or len(stream_id) > 100:
        raise DomainError("a stream id is 1 to 100 characters", field="stream")
    if not isinstance(expected_version, int) or expected_version < 0:
        raise DomainError("expected_version is a whole number >= 0", field="expected_version")
    if not events:
        raise DomainError("nothing to append", field="events")
    if len(events) > MAX_EVENTS_PER_APPEND:
        raise DomainError(f"at most {MAX_EVENTS_PER_APPEND} events per append", field="events")


def _rows(stream_id: str, head: tuple[int, str], events: Sequence[NewEvent],
          base_metadata: dict[str, Any]) -> list[StoredEvent]:
    version, prev = head
    now = timezone.now()
    rows = []
    for event in events:
        version += 1
        metadata = {**base_metadata, **event.metadata}
        digest = event_hash(prev, stream_id, version, event.type, event.payload, metadata, now)
        rows.append(StoredEvent(stream_id=stream_id, version=version, type=event.type,
                                payload=event.payload, metadata=metadata, recorded_at=now,
                                prev_hash=prev, hash=digest))
        prev = digest
    return rows


def append(stream_id: str, expected_version: int, events: Sequence[NewEvent], *,
           idempotency_key: str | None = None, actor: str | None = None,
           request_id: str | None = None) -> list[RecordedEvent]:
    """Append ``events`` after ``expected_version``; all of them or none.

    Raises ``ConflictError`` if the stream is no longer at ``expected_version``, and
    ``IdempotencyKeyReused`` if the key came with a different request before. A retry with
    the same key and content returns the events the first request recorded.
    """
    _check_request(stream_id, expected_version, events)
    events = [_normalised_event(event) for event in events]
    digest = _request_digest(stream_id, events, actor)
    if idempotency_key and (earlier := _earlier_reply(idempotency_key, stream_id, digest)):
        return earlier
    metadata = {"actor": actor, "request_id": request_id, "idempotency_key": idempotency_key,
                "engine_version": ENGINE_VERSION}
    try:
        with transaction.atomic():
            if idempotency_key:
                IdempotencyRecord.objects.create(
                    key=idempotency_key, stream_id=stream_id, request_digest=digest,
                    first_version=expected_version + 1, count=len(events))
            head = stream_head(stream_id)
            if head[0] != expected_version:
                raise _conflict(stream_id, expected_version, head[0])
            rows = _rows(stream_id, head, events, metadata)
            StoredEvent.objects.bulk_create(rows)
    except IntegrityError:
        if idempotency_key and (earlier := _earlier_reply(idempotency_key, stream_id, digest)):
            return earlier
        raise _conflict(stream_id, expected_version, stream_version(stream_id)) from None
    return [_recorded(row) for row in rows]


def _conflict(stream_id: str, expected: int, actual: int) -> ConflictError:
    return ConflictError(
        f"stream {stream_id} is at version {actual}, not {expected}: "
        "read it again and retry", field="expected_version",
        details={"stream": stream_id, "expected_version": expected, "current_version": actual})


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
        recomputed = event_hash(prev, row.stream_id, row.version, row.type, row.payload,
                                row.metadata, row.recorded_at)
        if recomputed != row.hash:
            return ChainProblem(*where, "content does not match its hash (changed after it "
                                        "was recorded)")
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
