"""The event store's events and their one JSON spelling: what an append is given
(``NewEvent``), what it records (``RecordedEvent``), canonical JSON and the hash chain over it
(docs/design.md, "The event store"). No database here: ``eventstore`` appends, ``eventstore.reads``
reads, ``eventstore.verify`` checks the chains."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from tournaments.errors import DomainError
from tournaments.text import text_checked

GENESIS_HASH = "0" * 64


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


def encoded_json(value: Any, what: str) -> str:
    """``value`` as canonical JSON, refused (``DomainError``) when JSON cannot hold it."""
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


@dataclass(frozen=True)
class EncodedEvent:
    """An event ready to store: payload and metadata as canonical JSON texts."""

    type: str
    payload_json: str
    metadata_json: str


def encode_events(events: Sequence[NewEvent], base_metadata: dict[str, Any]) -> list[EncodedEvent]:
    return [
        EncodedEvent(
            e.type,
            encoded_json(e.payload, f"payload of {e.type}"),
            encoded_json({**base_metadata, **e.metadata}, f"metadata of {e.type}"),
        )
        for e in events
    ]


def events_digest(stream_id: str, events: Sequence[EncodedEvent], actor: str | None) -> str:
    # Request ids differ between retries of one request, so they stay out of the digest.
    return request_digest(stream_id, actor, [[e.type, e.payload_json] for e in events])
