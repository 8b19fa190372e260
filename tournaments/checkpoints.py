"""Signed checkpoints of the stream heads: tamper evidence the hash chain cannot give alone
(issue 24, item 7; docs/operations.md, "Event store integrity").

The hash chain shows a change *inside* a stream, but not a stream cut short (its last events
deleted: what is left is still a valid chain) nor a stream re-chained with recomputed hashes
(the algorithm is public). So, periodically (Celery beat, or ``manage.py
checkpoint_event_store``), every stream head (version, hash) that moved since the last
checkpoint is recorded in a new checkpoint, HMAC-SHA256-signed with ``AGOT_CHECKPOINT_KEY``
(a setting: it is not in the database, so whoever can write the database cannot sign) and
chained to the previous checkpoint's signature. ``verify_event_store`` then checks that every
stream still holds, at each checkpointed version, the checkpointed hash.

The single-event append path is untouched: checkpoints are written beside it, never by it.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from django.conf import settings
from django.db import IntegrityError, connection, transaction
from django.utils import timezone

from tournaments.eventstore import GENESIS_HASH, canonical_json
from tournaments.models import StoredEvent, StreamCheckpoint

Heads = dict[str, tuple[int, str]]

_TABLE = StoredEvent._meta.db_table
HEADS_SQL = (
    f"SELECT e.stream_id, e.version, e.hash FROM {_TABLE} e JOIN (SELECT stream_id, "
    f"MAX(version) AS v FROM {_TABLE} GROUP BY stream_id) m "
    "ON e.stream_id = m.stream_id AND e.version = m.v"
)


def _key() -> bytes:
    return str(settings.AGOT_CHECKPOINT_KEY).encode()


def checkpoint_mac(
    number: int, recorded_at: datetime, heads: dict[str, list[object]], prev: str
) -> str:
    """The signature of a checkpoint: HMAC-SHA256 over its canonical JSON."""
    body = canonical_json(
        {
            "number": number,
            "recorded_at": recorded_at.isoformat(timespec="microseconds"),
            "heads": heads,
            "prev_mac": prev,
        }
    )
    return hmac.new(_key(), body.encode(), hashlib.sha256).hexdigest()


def current_heads(stream_id: str | None = None) -> Heads:
    """Every stream's head as the events table holds it now."""
    sql, params = HEADS_SQL, []
    if stream_id is not None:
        sql, params = f"{HEADS_SQL} WHERE e.stream_id = %s", [stream_id]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return {stream: (version, digest) for stream, version, digest in cursor.fetchall()}


def _folded(checkpoints: Iterable[StreamCheckpoint]) -> Heads:
    heads: Heads = {}
    for checkpoint in checkpoints:
        heads.update({s: (int(v), str(h)) for s, (v, h) in checkpoint.heads.items()})
    return heads


def checkpoint_record() -> StreamCheckpoint | None:
    """Record a checkpoint of the heads that moved since the last one (None if none did)."""
    with transaction.atomic():
        checkpoints = list(StreamCheckpoint.objects.order_by("number"))
        known = _folded(checkpoints)
        moved = {s: [v, h] for s, (v, h) in current_heads().items() if known.get(s) != (v, h)}
        if not moved:
            return None
        number = checkpoints[-1].number + 1 if checkpoints else 1
        prev = checkpoints[-1].mac if checkpoints else GENESIS_HASH
        now = timezone.now()
        try:
            return StreamCheckpoint.objects.create(
                number=number,
                recorded_at=now,
                heads=moved,
                stream_count=len(moved),
                prev_mac=prev,
                mac=checkpoint_mac(number, now, moved, prev),
            )
        except IntegrityError:  # another process recorded this number meanwhile
            return None


@dataclass(frozen=True)
class CheckpointProblem:
    where: str
    problem: str

    def __str__(self) -> str:
        return f"{self.where}: {self.problem}"


def _signed(
    checkpoints: list[StreamCheckpoint],
) -> tuple[list[StreamCheckpoint], list[CheckpointProblem]]:
    """The checkpoints whose signature and chain hold, and a problem for each other one."""
    good, problems, prev = [], [], GENESIS_HASH
    for expected, checkpoint in enumerate(checkpoints, 1):
        where = f"checkpoint {checkpoint.number}"
        if checkpoint.number != expected:
            problems.append(CheckpointProblem(where, f"checkpoint {expected} is missing"))
        mac = checkpoint_mac(
            checkpoint.number, checkpoint.recorded_at, checkpoint.heads, checkpoint.prev_mac
        )
        if not hmac.compare_digest(mac, checkpoint.mac) or checkpoint.prev_mac != prev:
            problems.append(
                CheckpointProblem(where, "signature does not match (forged, or another key)")
            )
        else:
            good.append(checkpoint)
        prev = checkpoint.mac
    return good, problems


def checkpoint_problems(stream_id: str | None = None) -> list[CheckpointProblem]:
    """Every way the events differ from what the signed checkpoints recorded: a bad or
    missing checkpoint, a stream cut below its checkpointed version, or another hash at
    that version (rewritten and re-chained). Streams may have grown since: that is fine."""
    good, problems = _signed(list(StreamCheckpoint.objects.order_by("number")))
    recorded = _folded(good)
    if stream_id is not None:
        recorded = {s: h for s, h in recorded.items() if s == stream_id}
    now = current_heads(stream_id)
    wanted = {(s, v): h for s, (v, h) in recorded.items() if now.get(s, (0, ""))[0] >= v}
    found = _hashes_at(wanted)
    for stream, (version, digest) in sorted(recorded.items()):
        have = now.get(stream, (0, GENESIS_HASH))[0]
        if have < version:
            problems.append(
                CheckpointProblem(
                    f"stream {stream}",
                    f"checkpointed at version {version} but holds {have} events: "
                    "events were deleted from its end",
                )
            )
        elif found.get((stream, version)) != digest:
            problems.append(
                CheckpointProblem(
                    f"stream {stream}, event {version}",
                    "hash differs from the signed checkpoint: rewritten and re-chained",
                )
            )
    return problems


def _hashes_at(wanted: dict[tuple[str, int], str]) -> dict[tuple[str, int], str]:
    streams = sorted({s for s, _ in wanted})
    found: dict[tuple[str, int], str] = {}
    for start in range(0, len(streams), 500):
        rows = StoredEvent.objects.filter(stream_id__in=streams[start : start + 500])
        for stream, version, digest in rows.values_list("stream_id", "version", "hash"):
            if (stream, version) in wanted:
                found[(stream, version)] = digest
    return found
