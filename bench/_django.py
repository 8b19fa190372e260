"""Shared set-up for benchmarks that need Django on PostgreSQL.

Benchmarks run on demand (``make bench`` or ``python bench/NAME.py``), never in CI. They use
``DATABASE_URL`` when it is set, else a scratch database ``agot_bench`` on the local
PostgreSQL, created and migrated on first use.
"""

from __future__ import annotations

import os
import secrets
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/agot_bench"


def bench_keys() -> dict[str, str]:
    """Keys for production settings (DEBUG off), which refuse to start without their own:
    new ones for each run unless set, in this process's environment so that the servers and
    workers a benchmark starts share them."""
    for name in ("DJANGO_SECRET_KEY", "AGOT_CHECKPOINT_KEY"):
        os.environ.setdefault(name, secrets.token_urlsafe(50))
    return {name: os.environ[name] for name in ("DJANGO_SECRET_KEY", "AGOT_CHECKPOINT_KEY")}


def setup_django() -> None:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DATABASE_URL", DEFAULT_URL)
    os.environ.setdefault("DEBUG", "0")  # DEBUG logs every query: not what production runs
    bench_keys()
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agot_site.settings")
    import django

    django.setup()
    _ensure_database()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def _ensure_database() -> None:
    import psycopg
    from django.db import connection

    settings = connection.settings_dict
    if settings["ENGINE"] != "django.db.backends.postgresql":
        sys.exit("this benchmark measures PostgreSQL: set DATABASE_URL to a PostgreSQL database")
    admin = (
        f"host={settings['HOST']} port={settings['PORT']} user={settings['USER']} dbname=postgres"
    )
    with psycopg.connect(admin, autocommit=True) as conn:
        exists = conn.execute(
            "SELECT 1 FROM pg_database WHERE datname = %s", [settings["NAME"]]
        ).fetchone()
        if not exists:
            conn.execute(f'CREATE DATABASE "{settings["NAME"]}"')


def purge_events(prefix: str) -> None:
    """Remove a benchmark's scratch streams through the documented maintenance hatch."""
    from django.db import connection, transaction

    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SET LOCAL agot.allow_event_purge = 'on'")
        cursor.execute("ALTER TABLE event_store_event DISABLE TRIGGER event_store_no_update_delete")
        cursor.execute("DELETE FROM event_store_event WHERE stream_id LIKE %s", [prefix + "%"])
        cursor.execute(
            "DELETE FROM event_store_idempotency WHERE stream_id LIKE %s", [prefix + "%"]
        )
        cursor.execute("ALTER TABLE event_store_event ENABLE TRIGGER event_store_no_update_delete")
