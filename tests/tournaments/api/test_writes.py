"""Writes through the API: idempotency keys reach the services, result reports are throttled
per user in the shared cache, and a whole event runs end to end over HTTP."""

from __future__ import annotations

from typing import Any

import pytest
from django.core.cache import cache
from django.test import override_settings
from rest_framework.settings import api_settings

from tournaments.models import Match, Registration, StoredEvent

from .conftest import World, build_world, state

pytestmark = pytest.mark.django_db

RESULT = "tournaments/{t}/matches/{key}/result/"


def test_a_retried_result_with_its_key_records_once(world: World) -> None:
    client = world.client("organizer")
    url = world.url(RESULT, key="r1-t1")
    first = client.post(url, {"result": "a_win"}, format="json", HTTP_IDEMPOTENCY_KEY="res-1")
    events = StoredEvent.objects.count()
    again = client.post(url, {"result": "a_win"}, format="json", HTTP_IDEMPOTENCY_KEY="res-1")
    assert first.status_code == again.status_code == 200
    assert again.json() == first.json()
    assert StoredEvent.objects.count() == events


def test_the_same_key_for_another_request_is_a_422(world: World) -> None:
    client = world.client("organizer")
    client.post(
        world.url(RESULT, key="r1-t1"),
        {"result": "a_win"},
        format="json",
        HTTP_IDEMPOTENCY_KEY="k",
    )
    before = state()
    response = client.post(
        world.url(RESULT, key="r1-t2"),
        {"result": "b_win"},
        format="json",
        HTTP_IDEMPOTENCY_KEY="k",
    )
    assert response.status_code == 422
    assert response.json()["code"] == "idempotency_key_reused"
    assert state() == before


def test_a_retried_registration_registers_once(world: World) -> None:
    client = world.client("other_user")
    url = world.url("tournaments/{t}/players/")
    first = client.post(url, {"name": "Late"}, format="json", HTTP_IDEMPOTENCY_KEY="reg-1")
    again = client.post(url, {"name": "Late"}, format="json", HTTP_IDEMPOTENCY_KEY="reg-1")
    assert first.status_code == again.status_code == 201
    assert again.json()["player_id"] == first.json()["player_id"]
    assert Registration.objects.filter(tournament=world.tournament, name="Late").count() == 1


def _rates(**rates: str) -> Any:
    return override_settings(
        REST_FRAMEWORK={
            **_current(),
            "DEFAULT_THROTTLE_RATES": {**api_settings.DEFAULT_THROTTLE_RATES, **rates},
        }
    )


def _current() -> dict[str, Any]:
    from django.conf import settings

    return dict(settings.REST_FRAMEWORK)


def test_result_reports_are_throttled_per_user_in_the_cache(db: Any) -> None:
    world = build_world(players=8, paired=True)
    organizer = world.client("organizer")
    with _rates(result_report="2/min"):
        for key in ("r1-t1", "r1-t2"):
            ok = organizer.post(world.url(RESULT, key=key), {"result": "a_win"}, format="json")
            assert ok.status_code == 200
        before = state()
        response = organizer.post(
            world.url(RESULT, key="r1-t3"), {"result": "a_win"}, format="json"
        )
        assert response.status_code == 429
        assert response.json()["code"] == "throttled" and "Retry-After" in response
        assert state() == before
        assert Match.objects.get(tournament=world.tournament, key="r1-t3").result is None
        # Counted in the shared cache (Redis in production), under the user's id.
        uid = world.users["organizer"].pk
        assert cache.get(f"throttle_result_report_{uid}") is not None
        # Another user has their own allowance (refused for lack of role, not throttled).
        other = world.client("judge").post(
            world.url(RESULT, key="r1-t3"), {"result": "a_win"}, format="json"
        )
        assert other.status_code == 403


def test_public_reads_are_throttled_per_client(world: World) -> None:
    anonymous = world.client("anonymous")
    with _rates(public="3/min"):
        codes = [anonymous.get(world.url("public/games/")).status_code for _ in range(4)]
    assert codes == [200, 200, 200, 429]


def test_a_whole_event_over_http_decklists_open_after_the_cut_T_DECK_3(db: Any) -> None:
    from tests.tournaments.factories import user

    organizer = build_world(players=4).client("organizer")  # just for the users' tokens
    users = {n: user(n) for n in ("organizer", "player", "other_player")}
    created = organizer.post(
        "/api/v1/tournaments/",
        {
            "name": "HTTP Open",
            "seed": "h",
            "preset": "custom",
            "swiss_rounds": 2,
            "cut": {"kind": "top", "size": 2},
        },
        format="json",
    )
    assert created.status_code == 201, created.json()
    t = created.json()["id"]
    base = f"/api/v1/tournaments/{t}/"
    world = World(created_tournament(t), users, "p1", "p2")
    player, other = world.client("player"), world.client("other_player")
    assert player.post(base + "players/", {"name": "Ann"}, format="json").status_code == 201
    assert other.post(base + "players/", {"name": "Bob"}, format="json").status_code == 201
    for name in ("Cy", "Di"):
        assert organizer.post(base + "players/", {"name": name}, format="json").status_code == 201
    from tests.tournaments.factories import legal_deck_text

    deck = player.put(base + "players/p1/deck/", {"content": legal_deck_text(0)}, format="json")
    assert deck.status_code == 200 and deck.json()["legal"] is True
    assert other.get(base + "players/p1/deck/").status_code == 404  # private [T-DECK-3]
    for _ in range(2):
        assert organizer.post(base + "rounds/pair/", {}, format="json").status_code == 200
        pairings = organizer.get(base + "pairings/").json()["results"]
        for match in pairings:
            if match["player_b"] is not None:
                url = base + f"matches/{match['key']}/result/"
                assert organizer.post(url, {"result": "a_win"}, format="json").status_code == 200
        assert organizer.post(base + "rounds/close/", {}, format="json").status_code == 200
    assert organizer.post(base + "cut/", {}, format="json").status_code == 200
    assert other.get(base + "players/p1/deck/").status_code == 200  # public after the cut
    assert organizer.post(base + "elimination/pair/", {}, format="json").status_code == 200
    final = organizer.get(base + "pairings/?stage=elimination&round=1").json()["results"]
    assert len(final) == 1
    url = base + f"matches/{final[0]['key']}/result/"
    assert organizer.post(url, {"result": "b_win"}, format="json").status_code == 200
    assert organizer.post(base + "rounds/close/", {}, format="json").status_code == 200
    done = organizer.post(base + "complete/", {}, format="json")
    assert done.status_code == 200, done.json()
    detail = player.get(base).json()
    assert detail["status"] == "completed"
    assert detail["champion"] == final[0]["player_b"]["player_id"]
    assert detail["seed"] is None  # players never see the seed


def created_tournament(pk: int) -> Any:
    from tournaments.models import Tournament

    return Tournament.objects.get(pk=pk)


def test_live_log_appends_are_throttled_per_user(db: Any) -> None:
    from tests.tournaments.logs import golden
    from tournaments.services import matchlogs
    from tournaments.services import tournaments as svc

    world = build_world(paired=True)
    svc.pairings_change(world.tournament, [("p1", "p3"), ("p2", "p4")], by="t", reason="t")
    log = golden()
    matchlogs.matchlog_upload(
        world.tournament, "r1-t1", {**log, "events": log["events"][:10]}, user=world.users["player"]
    )
    player = world.client("player")
    url = world.url("tournaments/{t}/matches/r1-t1/log/events/")
    with _rates(log_append="1/min"):
        first = player.post(
            url, {"events": log["events"][10:11], "expected_version": 11}, format="json"
        )
        assert first.status_code == 200, first.json()
        before = state()
        second = player.post(
            url, {"events": log["events"][11:12], "expected_version": 12}, format="json"
        )
        assert second.status_code == 429 and second.json()["code"] == "throttled"
        assert state() == before


def test_a_stale_expected_version_is_a_409(db: Any) -> None:
    from tests.tournaments.logs import golden
    from tournaments.services import matchlogs
    from tournaments.services import tournaments as svc

    world = build_world(paired=True)
    svc.pairings_change(world.tournament, [("p1", "p3"), ("p2", "p4")], by="t", reason="t")
    log = golden()
    matchlogs.matchlog_upload(
        world.tournament, "r1-t1", {**log, "events": log["events"][:10]}, user=world.users["player"]
    )
    judge = world.client("judge")
    before = state()
    response = judge.post(
        world.url("tournaments/{t}/matches/r1-t1/log/events/"),
        {"events": log["events"][10:11], "expected_version": 5},
        format="json",
    )
    assert response.status_code == 409 and response.json()["code"] == "stale_version"
    assert state() == before
