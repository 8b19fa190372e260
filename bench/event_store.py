"""Event-store append throughput on PostgreSQL, beside the machine's plain INSERT ceiling.

    python bench/event_store.py [--seconds 5] [--writers 4]

Prints JSON. Every figure is committed transactions per second, measured over the same
wall-clock window with the same number of writer processes:
* ``plain_insert``: single-row INSERT transactions into a scratch table (the ceiling);
* ``append_100_streams``: one-event appends spread over 100 streams;
* ``append_one_stream``: one-event appends to one stream (writers conflict and retry);
* ``append_one_stream_single_writer``: one writer, no contention.
Target (issue 2): appends across streams reach at least half of the plain INSERT rate.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import random
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
    prefix: str, streams: int, writers: int, index: int, seconds: float, out: mp.Queue
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
            eventstore.append(stream, expected, [NewEvent("ResultReported", {"winner": "A"})])
            versions[stream] = expected + 1
            done += 1
        except ConflictError:
            conflicts += 1
            versions[stream] = eventstore.stream_version(stream)
    out.put((done, conflicts))


def _measure(target, args_for, writers: int, seconds: float) -> dict[str, float]:  # type: ignore[no-untyped-def]
    out: mp.Queue = mp.Queue()
    procs = [mp.Process(target=target, args=(*args_for(i), seconds, out)) for i in range(writers)]
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--writers", type=int, default=4)
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
    connections.close_all()
    prefix = f"bench-{uuid.uuid4().hex[:8]}-"
    w, secs = args.writers, args.seconds
    figures = {
        "plain_insert": _measure(_plain_insert_worker, lambda i: (url_args,), w, secs),
        "append_100_streams": _measure(
            _append_worker, lambda i: (prefix + "m", 100, w, i), w, secs
        ),
        "append_one_stream": _measure(_append_worker, lambda i: (prefix + "t", 1, 1, 0), w, secs),
        "append_one_stream_single_writer": _measure(
            _append_worker, lambda i: (prefix + "u", 1, 1, 0), 1, secs
        ),
    }
    ratio = figures["append_100_streams"]["per_second"] / figures["plain_insert"]["per_second"]
    purge_events(prefix)
    print(
        json.dumps(
            {
                "benchmark": "event_store",
                "database": "postgresql",
                "seconds_each": secs,
                "figures": figures,
                "append_over_plain_insert": round(ratio, 3),
                "target": "append_100_streams >= 0.5 x plain_insert",
                "target_met": ratio >= 0.5,
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
