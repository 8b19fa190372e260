"""The two run modes are chosen by the environment alone (agot_site/settings.py)."""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Variables that choose the run mode, plus one the browser tests set for Playwright.
SERVICE_VARS = (
    "DATABASE_URL",
    "REDIS_URL",
    "DJANGO_SECRET_KEY",
    "AGOT_CHECKPOINT_KEY",
    "ALLOWED_HOSTS",
    "DEBUG",
    "DJANGO_ALLOW_ASYNC_UNSAFE",
)


def production_keys() -> dict[str, str]:
    return {
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
        "AGOT_CHECKPOINT_KEY": secrets.token_urlsafe(50),
    }


def run_manage(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if k not in SERVICE_VARS}
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        text=True,
        capture_output=True,
        env={**clean, **env},
        timeout=120,
    )


def settings_as_seen(**env: str) -> dict[str, object]:
    code = (
        "from django.conf import settings as s; import json; print(json.dumps({"
        "'engine': s.DATABASES['default']['ENGINE'], 'debug': s.DEBUG, "
        "'eager': s.CELERY_TASK_ALWAYS_EAGER, 'broker': s.CELERY_BROKER_URL, "
        "'cache': s.CACHES['default']['BACKEND'], 'hosts': s.ALLOWED_HOSTS, "
        "'cache_options': s.CACHES['default'].get('OPTIONS', {}), "
        "'broker_options': s.CELERY_BROKER_TRANSPORT_OPTIONS, "
        "'hashers': s.PASSWORD_HASHERS}))"
    )
    result = run_manage("shell", "--no-imports", "-c", code, **env)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_embedded_default_needs_no_configuration_sqlite_and_in_process_tasks():
    seen = settings_as_seen()
    assert seen["engine"] == "django.db.backends.sqlite3"
    assert seen["eager"] is True and seen["broker"].startswith("memory://")
    assert seen["debug"] is True
    assert seen["cache"].endswith("LocMemCache")


def test_production_is_chosen_by_environment():
    seen = settings_as_seen(
        **production_keys(),
        ALLOWED_HOSTS="agot.example.org",
        DATABASE_URL="postgres://u@db.example:5432/agot",
        REDIS_URL="redis://cache:6379/1",
    )
    assert seen["engine"] == "django.db.backends.postgresql"
    assert seen["debug"] is False
    assert seen["eager"] is False and seen["broker"] == "redis://cache:6379/1"
    assert seen["cache"].endswith("RedisCache")
    assert seen["hosts"] == ["agot.example.org"]
    # A hung Redis holds no request (issue 43, item 1): every socket to it gives up quickly.
    for options in (seen["cache_options"], seen["broker_options"]):
        assert options["socket_timeout"] == options["socket_connect_timeout"] == 0.5


def test_only_the_embedded_default_hashes_passwords_cheaply_for_a_door_rush():
    """Issue 42 item 5: 0.4 s of PBKDF2 per sign-up and log-in on `make run`."""
    from django.conf import global_settings

    demo = "agot_site.hashers.DemoPBKDF2PasswordHasher"
    assert settings_as_seen()["hashers"][0] == demo
    production = settings_as_seen(
        DJANGO_SECRET_KEY=secrets.token_urlsafe(50), ALLOWED_HOSTS="agot.example.org", DEBUG="1"
    )
    assert production["hashers"] == global_settings.PASSWORD_HASHERS
    keys = {
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
        "AGOT_CHECKPOINT_KEY": secrets.token_urlsafe(50),
    }
    assert settings_as_seen(DEBUG="0", ALLOWED_HOSTS="agot.example.org", **keys)["hashers"] == (
        global_settings.PASSWORD_HASHERS
    )


def test_a_demo_password_hash_logs_in_under_production_and_is_rehashed_at_full_cost():
    from django.contrib.auth.hashers import PBKDF2PasswordHasher

    from agot_site.hashers import DemoPBKDF2PasswordHasher

    encoded = DemoPBKDF2PasswordHasher().encode("organizer-demo", "salt1234salt")
    production = PBKDF2PasswordHasher()
    assert encoded.startswith("pbkdf2_sha256$10000$")
    assert production.verify("organizer-demo", encoded)
    assert production.must_update(encoded)
    assert production.iterations >= 100 * DemoPBKDF2PasswordHasher.iterations


def test_check_deploy_passes_with_production_settings():
    result = run_manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        **production_keys(),
        ALLOWED_HOSTS="agot.example.org",
        DATABASE_URL="postgres://u@db.example:5432/agot",
        REDIS_URL="redis://cache:6379/1",
    )
    assert result.returncode == 0, result.stderr
    assert "no issues" in result.stdout


def test_check_deploy_fails_without_production_settings():
    # The embedded default is for a laptop; the deploy check must say so, or it proves nothing.
    result = run_manage("check", "--deploy", "--fail-level", "WARNING")
    assert result.returncode != 0
    assert "DEBUG" in result.stderr


def test_production_refuses_a_weak_secret_key():
    """Issue 24, item 10: a one-character DJANGO_SECRET_KEY used to run production."""
    for weak in ("x", "a" * 60, "django-insecure-" + secrets.token_urlsafe(50)):
        result = run_manage(
            "check",
            DJANGO_SECRET_KEY=weak,
            AGOT_CHECKPOINT_KEY=secrets.token_urlsafe(50),
            ALLOWED_HOSTS="agot.example.org",
            DATABASE_URL="postgres://u@db.example:5432/agot",
        )
        assert result.returncode != 0
        assert "DJANGO_SECRET_KEY" in result.stderr and "Traceback" not in result.stderr


def assert_refused(result: subprocess.CompletedProcess[str], message: str) -> None:
    """A non-zero exit with the message and how to make a key, and no traceback."""
    assert result.returncode != 0, result.stdout
    assert message in result.stderr, result.stderr
    assert "secrets.token_urlsafe(50)" in result.stderr
    assert "Traceback" not in result.stderr


PRODUCTION_SERVICES = {"ALLOWED_HOSTS": "agot.example.org", "DATABASE_URL": "postgres://u@db/agot"}


def test_debug_off_without_a_secret_key_refuses_to_start():
    """Issue 43, item 3: DEBUG=0 alone ran production with the key the repository publishes."""
    result = run_manage("check", DEBUG="0", **PRODUCTION_SERVICES)
    assert_refused(result, "DJANGO_SECRET_KEY is not set: production (DEBUG off) needs its own")


def test_production_refuses_the_published_embedded_key():
    from agot_site.settings import EMBEDDED_SECRET_KEY

    keys = {**production_keys(), "DJANGO_SECRET_KEY": EMBEDDED_SECRET_KEY}
    result = run_manage("check", DEBUG="0", **keys, **PRODUCTION_SERVICES)
    assert_refused(result, "DJANGO_SECRET_KEY is the embedded default's key")


def test_production_refuses_to_start_without_its_own_checkpoint_key():
    """It was derived from the secret key by default: one leaked key forged both."""
    secret = secrets.token_urlsafe(50)
    result = run_manage("check", DJANGO_SECRET_KEY=secret, **PRODUCTION_SERVICES)
    assert_refused(result, "AGOT_CHECKPOINT_KEY is not set")
    same = run_manage(
        "check", DJANGO_SECRET_KEY=secret, AGOT_CHECKPOINT_KEY=secret, **PRODUCTION_SERVICES
    )
    assert_refused(same, "AGOT_CHECKPOINT_KEY must differ from DJANGO_SECRET_KEY")


def test_production_starts_with_both_keys_and_the_embedded_default_with_none():
    production = run_manage("check", DEBUG="0", **production_keys(), **PRODUCTION_SERVICES)
    assert production.returncode == 0, production.stderr
    embedded = run_manage("check")
    assert embedded.returncode == 0, embedded.stderr
