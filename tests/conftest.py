"""Shared test set-up.

* Hypothesis profiles: ``dev`` (default, quick, new random examples on every run), ``ci``
  (more examples, no deadline; chosen when CI is set) and ``heavy`` (for a long local run:
  ``HYPOTHESIS_PROFILE=heavy``). ``ci`` is derandomized: the examples are a function of the
  test alone, so CI turns red only on a change that breaks one of them, and a red run
  reruns red; ``dev`` and ``heavy`` keep exploring, and a failure they find is printed
  (``print_blob``) and pinned as an ``@example`` beside the property.
* Services: tests marked ``postgres`` need DATABASE_URL (PostgreSQL), ``redis`` needs
  REDIS_URL and a real worker. Locally they skip without those; with AGOT_REQUIRE_SERVICES=1
  (set by .ci/run) a missing service is a failure, so CI can never go green by skipping.
* PostgreSQL test database: the events table refuses TRUNCATE, which Django's flush between
  transactional tests uses. The test database (only it) turns on the documented purge hatch
  ``agot.allow_event_purge``; the append-only tests turn it off again, as production has it.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile("dev", max_examples=50, deadline=None, print_blob=True)
settings.register_profile(
    "ci",
    max_examples=200,
    deadline=None,
    derandomize=True,
    database=None,  # derandomized: nothing to replay, and a clone starts with no database
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "heavy",
    max_examples=2000,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))

REQUIRE_SERVICES = os.environ.get("AGOT_REQUIRE_SERVICES") == "1"


def _missing(service: str, why: str) -> None:
    if REQUIRE_SERVICES:
        pytest.fail(f"{service} is required here (AGOT_REQUIRE_SERVICES=1) but {why}")
    pytest.skip(f"needs {service}: {why}")


@pytest.fixture(autouse=True)
def _services(request: pytest.FixtureRequest) -> None:
    if request.node.get_closest_marker("postgres"):
        from django.db import connection

        if connection.vendor != "postgresql":
            _missing("PostgreSQL", "DATABASE_URL does not name a PostgreSQL database")
    if request.node.get_closest_marker("redis") and not os.environ.get("REDIS_URL"):
        _missing("Redis", "REDIS_URL is not set")


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):  # type: ignore[no-untyped-def]
    from django.db import connection

    with django_db_blocker.unblock():
        if connection.vendor == "postgresql":
            name = connection.settings_dict["NAME"]
            with connection.cursor() as cursor:
                cursor.execute(f'ALTER DATABASE "{name}" SET agot.allow_event_purge = on')
            connection.close()  # new connections pick the setting up


@pytest.fixture(autouse=True)
def _tasks_in_process_unless_testing_workers(request: pytest.FixtureRequest):  # type: ignore[no-untyped-def]
    """Unit tests run Celery tasks in-process (after commit, as in the embedded default)
    whatever the environment; only tests marked ``redis`` send them to real workers."""
    from agot_site.celery import app

    if request.node.get_closest_marker("redis"):
        yield
        return
    eager = app.conf.task_always_eager
    app.conf.task_always_eager = True
    yield
    app.conf.task_always_eager = eager


@pytest.fixture(autouse=True)
def _verify_read_only_memo() -> Iterator[None]:
    """Every answer ``engine.game.state.effects.read_only`` memoises is worked out again and
    compared: an event check that changed the state would fail here, not give a wrong verdict
    in production. So is every answer for one target (``effects.contributions_to``), against
    the whole answer filtered."""
    from engine.game.state import effects

    effects.VERIFY_MEMO = True
    yield
    effects.VERIFY_MEMO = False
