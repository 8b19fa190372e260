"""A stored log that breaks a rule (uploaded whole, or stored before a rule was enforced)
shows on the tracker as a read-only game with its error, never a 500 (issue 24, item 5)."""

from __future__ import annotations

import json

import pytest
from django.test import Client
from django.urls import reverse
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from tournaments.services import matchlogs

from .eventstore_helpers import snapshot
from .logs import corrupted, golden
from .test_matchlogs import event, seat_users  # noqa: F401  (the fixture)

pytestmark = pytest.mark.django_db


@pytest.fixture
def broken(event):  # noqa: F811
    a, _ = seat_users(event)
    matchlogs.matchlog_upload(event, "r1-t1", json.dumps(corrupted(golden(), 2)), user=a)
    return event, a


def test_tracker_api_shows_a_rule_breaking_log_read_only_with_its_error(broken) -> None:
    tournament, a = broken
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=a).key}")
    url = f"/api/v1/tournaments/{tournament.pk}/matches/r1-t1/tracker/"
    response = client.get(url)
    assert response.status_code == 200, response.content[:300]
    body = response.json()
    assert body["broken"]["seq"] == 3 and body["broken"]["rule"]
    assert body["decision"] is None
    before = snapshot()
    entry = client.post(url + "entries/", {"expected_version": 46, "option": 0}, format="json")
    assert entry.status_code == 409 and entry.json()["code"] == "log_breaks_a_rule"
    assert snapshot() == before


def test_tracker_page_shows_a_rule_breaking_log_read_only_with_its_error(broken) -> None:
    tournament, a = broken
    client = Client()
    client.force_login(a)
    url = reverse("web:tracker", kwargs={"tournament_id": tournament.pk, "match_key": "r1-t1"})
    response = client.get(url)
    assert response.status_code == 200
    page = response.content.decode()
    assert "breaks" in page and "event 3" in page
