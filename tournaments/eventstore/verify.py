"""Checking the event store: every stream's versions run without a gap and every event's
hash covers its content and the previous hash (docs/design.md, "The event store")."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from tournaments.eventstore.encoding import GENESIS_HASH, canonical_json, event_hash
from tournaments.models import StoredEvent


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
