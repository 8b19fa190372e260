"""Smaller hardening findings of issue 24, item 10: what a user may not know exists is a
404, and a server error under /api/ is JSON, never an HTML page."""

from __future__ import annotations

from typing import Any

import pytest

from tournaments.services import disputes
from tournaments.services import tournaments as svc

from .conftest import World, build_world, state

pytestmark = pytest.mark.django_db


@pytest.fixture
def disputed(db: Any) -> World:
    """p1 (the "player" role) plays r1-t1; a dispute d2 is open on r1-t2, which p1 does not
    play."""
    world = build_world(paired=True)
    svc.pairings_change(world.tournament, [("p1", "p3"), ("p2", "p4")], by="t", reason="t")
    for key in ("r1-t1", "r1-t2"):
        disputes.dispute_open(world.tournament, key, reason="looked wrong", actor="t")
    return world


def test_review_of_a_dispute_on_someone_elses_match_is_the_404_of_no_dispute_T_ROLE_1(
    disputed: World,
) -> None:
    client = disputed.client("player")
    before = state()
    theirs = client.post(disputed.url("tournaments/{t}/disputes/d2/review/"), {}, format="json")
    missing = client.post(disputed.url("tournaments/{t}/disputes/d9/review/"), {}, format="json")
    assert theirs.status_code == missing.status_code == 404
    assert theirs.json() == missing.json()
    assert state() == before


def test_a_server_error_under_the_api_is_json(
    disputed: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bug anywhere under /api/ still answers in the API's own error format."""
    from tournaments.api.views import tournaments as views

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("a bug, not an input problem")

    monkeypatch.setattr(views.TournamentListCreate, "get_queryset", broken)
    client = disputed.client("organizer")
    client.raise_request_exception = False
    response = client.get(disputed.url("tournaments/"))
    assert response.status_code == 500
    assert response["Content-Type"] == "application/json"
    assert response.json() == {"code": "server_error", "message": "an internal error occurred"}


def test_a_server_error_on_a_page_stays_html(monkeypatch: pytest.MonkeyPatch) -> None:
    from tournaments.web.pages import health

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("a bug")

    monkeypatch.setattr(health, "_database", broken)
    from django.test import Client

    response = Client(raise_request_exception=False).get("/healthz")
    assert response.status_code == 500
    assert response["Content-Type"].startswith("text/html")
