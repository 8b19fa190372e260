"""Event-store append throughput on PostgreSQL, beside the machine's plain INSERT ceiling.

    python bench/event_store.py [--seconds 3] [--writers 4] [--rounds 3] [--upload-events 300]

Prints JSON. Every throughput is committed transactions per second over the same wall-clock
window with the same number of writer processes, measured in ``--rounds`` rounds that
alternate the kinds (a loaded machine drifts: each round gives a ratio, the median is kept):
* ``plain_insert``: single-row INSERT transactions into a scratch table (the ceiling);
* ``append_100_streams``: one-event appends spread over 100 streams (target, issue 25:
  at least 0.5x plain_insert);
* ``append_batch_10`` / ``append_batch_100``: appends of 10 and 100 events (transactions/s;
  their ratios to plain_insert count events, i.e. rows, per second);
* ``append_one_stream``: one-event appends to one stream (writers conflict and retry);
* ``append_one_stream_single_writer``: one writer, no contention.
``upload`` times one process appending ``--upload-events``-event batches (a match-log upload)
two ways on the same rows: the store's JSON-text statement, and the baseline it replaced
(eight text arrays unnested, which psycopg escapes in Python); wall and client CPU per upload.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import random
import statistics
import sys
import time
import uuid

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from bench._django import purge_events, setup_django


def _plain_insert_worker(url_args: dict[str, str], seconds: float, out: mp.Queue) -> None:
    import psycopg

    with psycopg.connect(**url_args, autocommit=True) as conn:
        done, end = 0, time.perf_counter() + seconds
        while time.perf_counter() < end:
            conn.execute(
                "INSERT INTO bench_scratch (stream, version, payload) VALUES (%s, %s, %s)",
                ["s", done, '{"winner": "A"}'],
            )
            done += 1
    out.put((done, 0))


def _append_worker(
    prefix: str,
    streams: int,
    writers: int,
    index: int,
    seconds: float,
    out: mp.Queue,
    batch: int = 1,
) -> None:
    from django.db import connections

    from tournaments import eventstore
    from tournaments.errors import ConflictError
    from tournaments.eventstore import NewEvent

    connections.close_all()  # never share the parent's connection across fork
    # Each writer owns its share of the streams and picks among them at random: writers
    # contend for the table and its index, not for a stream (``append_one_stream`` does that).
    pick = random.Random(index)
    owned = [s for s in range(streams) if s % writers == index] or [0]
    done = conflicts = 0
    versions: dict[str, int] = {}
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        stream = f"{prefix}{pick.choice(owned)}"
        try:
            expected = versions.get(stream, 0)
            events = [NewEvent("ResultReported", {"winner": "A", "n": n}) for n in range(batch)]
            eventstore.append(stream, expected, events)
            versions[stream] = expected + batch
            done += 1
        except ConflictError:
            conflicts += 1
            versions[stream] = eventstore.stream_version(stream)
    out.put((done, conflicts))


def _measure(target, args_for, writers: int, seconds: float, **kw) -> dict[str, float]:  # type: ignore[no-untyped-def]
    out: mp.Queue = mp.Queue()
    procs = [
        mp.Process(target=target, args=(*args_for(i), seconds, out), kwargs=kw)
        for i in range(writers)
    ]
    for p in procs:
        p.start()
    results = [out.get() for _ in procs]
    for p in procs:
        p.join()
    done = sum(r[0] for r in results)
    return {
        "per_second": round(done / seconds, 1),
        "transactions": done,
        "conflicts": sum(r[1] for r in results),
        "writers": writers,
    }


BASELINE_UNNEST_SQL = (
    "INSERT INTO event_store_event (stream_id, version, type, payload, metadata, recorded_at, "
    "prev_hash, hash) SELECT * FROM unnest(%s::text[], %s::int[], %s::text[], %s::jsonb[], "
    "%s::jsonb[], %s::timestamptz[], %s::text[], %s::text[])"
)


def _row_start(r, e) -> list:  # type: ignore[no-untyped-def,type-arg]
    return [r.stream_id, r.version, r.type, e.payload_json, e.metadata_json]


def _baseline_insert(cursor, chained, encoded) -> None:  # type: ignore[no-untyped-def]
    """The batch insert before issue 25: eight arrays, every payload escaped by psycopg."""
    rows = [
        [*_row_start(r, e), r.recorded_at, r.prev_hash, r.hash]
        for r, e in zip(chained, encoded, strict=True)
    ]
    cursor.execute(BASELINE_UNNEST_SQL, [list(column) for column in zip(*rows, strict=True)])


def upload(prefix: str, events: int, uploads: int = 20) -> dict[str, dict[str, float]]:
    """Wall and client CPU per ``events``-event upload, the store's way and the baseline's,
    alternating, on the same simulated log's events."""
    from bench.verify_pipeline import simulated_logs
    from tournaments import eventstore

    log_events = (simulated_logs(1)[0]["events"] * events)[:events]
    new = [eventstore.NewEvent("LogEventAppended", e) for e in log_events]
    store_insert = eventstore._insert
    timings: dict[str, list[tuple[float, float]]] = {"json_text": [], "baseline_text_arrays": []}
    for n in range(uploads):
        for way, timing in timings.items():
            if way == "baseline_text_arrays":
                eventstore._insert = _baseline_insert  # type: ignore[assignment]
            wall, cpu = time.perf_counter(), time.process_time()
            eventstore.append(f"{prefix}{way}-{n}", 0, new)
            timing.append((time.perf_counter() - wall, time.process_time() - cpu))
            eventstore._insert = store_insert
    return {
        way: {
            "wall_ms": round(1000 * statistics.median(t[0] for t in timing), 2),
            "client_cpu_ms": round(1000 * statistics.median(t[1] for t in timing), 2),
            "uploads": uploads,
        }
        for way, timing in timings.items()
    }


def throughput(url_args: dict[str, str], prefix: str, writers: int, seconds: float) -> dict:  # type: ignore[type-arg]
    """One round of every kind, in a fixed order."""
    w, secs = writers, seconds
    return {
        "plain_insert": _measure(_plain_insert_worker, lambda i: (url_args,), w, secs),
        "append_100_streams": _measure(
            _append_worker, lambda i: (prefix + "m", 100, w, i), w, secs
        ),
        "append_batch_10": _measure(
            _append_worker, lambda i: (prefix + "b", 100, w, i), w, secs, batch=10
        ),
        "append_batch_100": _measure(
            _append_worker, lambda i: (prefix + "c", 100, w, i), w, secs, batch=100
        ),
        "append_one_stream": _measure(_append_worker, lambda i: (prefix + "t", 1, 1, 0), w, secs),
        "append_one_stream_single_writer": _measure(
            _append_worker, lambda i: (prefix + "u", 1, 1, 0), 1, secs
        ),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--writers", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--upload-events", type=int, default=300)
    args = parser.parse_args()
    setup_django()
    from django.db import connection, connections

    s = connection.settings_dict
    url_args = {"host": s["HOST"], "port": str(s["PORT"]), "user": s["USER"], "dbname": s["NAME"]}
    with connection.cursor() as cursor:
        cursor.execute(
            "CREATE TABLE IF NOT EXISTS bench_scratch (id bigserial PRIMARY KEY, "
            "stream text, version int, payload jsonb, "
            "created timestamptz DEFAULT now())"
        )
        cursor.execute("TRUNCATE bench_scratch")
    prefix = f"bench-{uuid.uuid4().hex[:8]}-"
    uploads = upload(prefix + "up-", args.upload_events)
    connections.close_all()
    rounds = [
        throughput(url_args, f"{prefix}{n}-", args.writers, args.seconds)
        for n in range(args.rounds)
    ]
    purge_events(prefix)
    # Batches count events (rows), as the plain inserts do: one row per transaction there.
    rows_per = {"append_100_streams": 1, "append_batch_10": 10, "append_batch_100": 100}
    ratios = {
        kind: [r[kind]["per_second"] * n / r["plain_insert"]["per_second"] for r in rounds]
        for kind, n in rows_per.items()
    }
    median_ratio = {kind: round(statistics.median(v), 3) for kind, v in ratios.items()}
    print(
        json.dumps(
            {
                "benchmark": "event_store",
                "database": "postgresql",
                "seconds_each": args.seconds,
                "writers": args.writers,
                "per_second_by_round": {
                    kind: [r[kind]["per_second"] for r in rounds] for kind in rounds[0]
                },
                "over_plain_insert_by_round": {
                    k: [round(x, 3) for x in v] for k, v in ratios.items()
                },
                "over_plain_insert_median": median_ratio,
                "baseline_issue_25": {"append_100_streams": 0.36, "batch_10": 0.63},
                "upload": uploads,
                "upload_cpu_over_baseline": round(
                    uploads["json_text"]["client_cpu_ms"]
                    / uploads["baseline_text_arrays"]["client_cpu_ms"],
                    3,
                ),
                "target": "append_100_streams >= 0.5 x plain_insert (median of rounds)",
                "target_met": median_ratio["append_100_streams"] >= 0.5,
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
