"""The OpenAPI schema is valid and complete, and the API keeps to it: Schemathesis sends
generated requests (valid and invalid) through the WSGI app in-process and checks that
nothing is a server error and every response matches the schema."""

from __future__ import annotations

import json
import os
import zlib

import pytest
import schemathesis
from django.core.management import call_command
from django.core.wsgi import get_wsgi_application
from hypothesis import HealthCheck, settings
from rest_framework.authtoken.models import Token
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from .conftest import World, build_world

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    response_headers_conformance,
    negative_data_rejection,
]
# Per operation: about half a minute for the whole API on this machine; raise it for a long
# local run (API_FUZZ_EXAMPLES=500).
EXAMPLES = int(os.environ.get("API_FUZZ_EXAMPLES", "12"))


def test_schema_validates_without_warnings(tmp_path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "schema.yaml"
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(out))
    text = out.read_text()
    assert "/api/v1/public/games/" in text and "Idempotency-Key" in text


@pytest.fixture
def fuzz_world(db) -> World:  # type: ignore[no-untyped-def]
    return build_world(paired=True)


@pytest.fixture(autouse=True)
def _keep_the_test_connection():  # type: ignore[no-untyped-def]
    """The WSGI app closes "old" connections around each request, which would close the one
    holding the test's transaction (on PostgreSQL); Django's test client unhooks them too."""
    from django.core.signals import request_finished, request_started
    from django.db import close_old_connections

    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


def _schema() -> schemathesis.BaseSchema:
    """The schema /api/schema/ serves, generated in-process, sent to the WSGI app."""
    from drf_spectacular.generators import SchemaGenerator
    from drf_spectacular.renderers import OpenApiJsonRenderer

    document = SchemaGenerator().get_schema(request=None, public=True)
    loaded = schemathesis.openapi.from_dict(json.loads(OpenApiJsonRenderer().render(document)))
    loaded.app = get_wsgi_application()
    return loaded


schema = _schema()


@schema.parametrize()
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    suppress_health_check=list(HealthCheck),
)
@pytest.mark.django_db
def test_api_keeps_to_its_schema(case, fuzz_world: World) -> None:  # type: ignore[no-untyped-def]
    # Real objects in the path half the time: the tournament, a player, a match.
    real = {"tournament_id": fuzz_world.tournament.pk, "player_id": "p1", "key": "r1-t1"}
    if case.path_parameters and zlib.crc32(repr(case.body).encode()) % 2 == 0:
        for name in case.path_parameters:
            case.path_parameters[name] = real.get(name, case.path_parameters[name])
    token, _ = Token.objects.get_or_create(user=fuzz_world.users["organizer"])
    case.call_and_validate(headers={"Authorization": f"Token {token.key}"}, checks=CHECKS)
