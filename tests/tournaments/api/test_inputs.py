"""Hostile and broken input: malformed JSON, wrong types, huge numbers and bodies, unknown
and server-owned fields (mass assignment). Each is a 4xx JSON error with a stable code, and
nothing changes."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import override_settings

from tournaments.models import Match, Registration, Tournament

from .conftest import World, state

pytestmark = pytest.mark.django_db


def refused(world: World, method: str, path: str, status: int, **kwargs: Any) -> dict[str, Any]:
    """Send as the organizer; assert the status, a JSON error body, and that nothing changed."""
    client = world.client("organizer")
    before = state()
    response = getattr(client, method)(world.url(path), **kwargs)
    assert response.status_code == status, response.content[:500]
    assert response["Content-Type"] == "application/json"
    body = response.json()
    assert isinstance(body["code"], str) and isinstance(body["message"], str)
    assert state() == before
    return body


RESULT = "tournaments/{t}/matches/r1-t1/result/"


@pytest.mark.parametrize(
    "raw",
    [
        b'{"result": "a_win"',  # truncated
        b"{'result': 'a_win'}",  # not JSON
        b'{"result": NaN}',
        b'{"result": Infinity}',
        b"\xff\xfe\x00",  # not UTF-8
        b"[" * 100_000 + b"]" * 100_000,  # nested past the parser's recursion limit
        b'{"n": 1' + b"0" * 5000 + b"}",  # an integer beyond Python's digit limit
    ],
)
def test_malformed_json_is_a_400_parse_error(world: World, raw: bytes) -> None:
    body = refused(world, "post", RESULT, 400, data=raw, content_type="application/json")
    assert body["code"] == "parse_error"


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"result": 5}, "result"),
        ({"result": ["a_win"]}, "result"),
        ({"result": "a_draw"}, "result"),  # there are no draws [T-END-2]
        ({"result": "a_win", "end_reason": "boredom"}, "end_reason"),
        ([], "non_field_errors"),
        ("a_win", "non_field_errors"),
        (None, "result"),  # no body at all
    ],
)
def test_wrong_types_are_a_400_naming_the_field(world: World, data: Any, field: str) -> None:
    body = refused(world, "post", RESULT, 400, data=data, format="json")
    assert body["code"] == "invalid" and field in body["details"]


@pytest.mark.parametrize(
    "data",
    [
        {"name": "Big", "swiss_rounds": 10**30, "preset": "custom"},
        {"name": "Big", "swiss_rounds": 1e308, "preset": "custom"},
        {"name": "Big", "swiss_rounds": "5", "preset": "custom"},
        {"name": "Big", "round_minutes": -(2**63)},
        {"name": "Big", "points": {"win": 2**64}},
        {"name": "Big", "cut": {"kind": "top", "size": 6}},  # [T-CUT-1] a power of two
        {"name": 12345},
        {"name": "x" * 201},
        {"name": "nul\x00byte"},
    ],
)
def test_huge_numbers_and_bad_values_are_refused(world: World, data: dict[str, Any]) -> None:
    body = refused(world, "post", "tournaments/", 400, data=data, format="json")
    # NUL is refused by the body parser, before any field is read (issue 24, item 4).
    nul = any("\x00" in str(value) for value in data.values())
    assert body["code"] == ("unstorable_text" if nul else "invalid")


@pytest.mark.parametrize(
    "path",
    [
        "tournaments/99999999999999999999999999/",
        "tournaments/9223372036854775808/",
        "tournaments/-1/",
        "tournaments/1%2F2/",
        "tournaments/{t}/players/p1%00/",
        "nothing-here/",
    ],
)
def test_odd_paths_are_a_json_404(world: World, path: str) -> None:
    assert refused(world, "get", path, 404)["code"] == "not_found"


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("limit=201", "limit"),
        ("limit=0", "limit"),
        ("limit=-1", "limit"),
        ("limit=ten", "limit"),
        ("offset=-5", "offset"),
        ("limit=99999999999999999999", "limit"),
        ("limt=5", "query"),
    ],
)
def test_page_size_beyond_the_limit_is_a_400(world: World, query: str, field: str) -> None:
    for path in ("tournaments/{t}/standings/", "public/games/"):
        body = refused(world, "get", f"{path}?{query}", 400)
        assert body["field"] == field


def test_oversize_json_body_is_a_413(world: World) -> None:
    with override_settings(DATA_UPLOAD_MAX_MEMORY_SIZE=1000):
        padding = "x" * 2000
        body = refused(world, "post", RESULT, 413, data={"result": padding}, format="json")
    assert body["code"] == "payload_too_large"


@pytest.mark.parametrize(
    ("content_type", "status"),
    [("application/json", 413), ("application/x-www-form-urlencoded", 415)],
)
def test_oversize_bodies_with_a_session_and_csrf_are_clean_4xx(
    world: World, content_type: str, status: int
) -> None:
    """With session auth the CSRF check reads a form body before the view: it goes through
    the API's parser too, so an oversize form is a 415 (only JSON), never a 500."""
    from rest_framework.test import APIClient

    client = APIClient(enforce_csrf_checks=True)
    client.force_login(world.users["organizer"])
    client.cookies["csrftoken"] = "c" * 32
    before = state()
    with override_settings(DATA_UPLOAD_MAX_MEMORY_SIZE=1000):
        response = client.post(
            world.url(RESULT), data='{"result": "' + "x" * 5000 + '"}', content_type=content_type
        )
    assert response.status_code == status, response.content[:300]
    assert response.json()["code"] in ("payload_too_large", "unsupported_media_type")
    assert state() == before


def test_form_bodies_are_a_415(world: World) -> None:
    body = refused(
        world,
        "post",
        RESULT,
        415,
        data="result=a_win",
        content_type="application/x-www-form-urlencoded",
    )
    assert body["code"] == "unsupported_media_type"


def test_bad_idempotency_key_is_a_400(world: World) -> None:
    body = refused(
        world,
        "post",
        RESULT,
        400,
        data={"result": "a_win"},
        format="json",
        HTTP_IDEMPOTENCY_KEY="not a key!" * 20,
    )
    assert body["field"] == "Idempotency-Key"


# --- Mass assignment: server-owned fields sent by a client are refused, never applied. ---


@pytest.mark.parametrize(
    ("path", "data", "owned"),
    [
        (RESULT, {"result": "a_win", "confirmed": True}, "confirmed"),
        (RESULT, {"result": "a_win", "version": 1}, "version"),
        (RESULT, {"result": "a_win", "by": "someone"}, "by"),
        ("tournaments/", {"name": "Mine", "status": "completed"}, "status"),
        ("tournaments/", {"name": "Mine", "organizer": 1}, "organizer"),
        ("tournaments/", {"name": "Mine", "version": 99}, "version"),
        ("tournaments/{t}/players/", {"name": "New", "player_id": "p1"}, "player_id"),
        ("tournaments/{t}/players/", {"name": "New", "status": "active"}, "status"),
        ("tournaments/{t}/players/", {"name": "New", "deck_legal": True}, "deck_legal"),
        ("tournaments/{t}/staff/", {"user": 1, "role": "judge", "organizer": True}, "organizer"),
        ("tournaments/{t}/rounds/close/", {"closed": True}, "closed"),
    ],
)
def test_server_owned_fields_are_refused(
    world: World, path: str, data: dict[str, Any], owned: str
) -> None:
    body = refused(world, "post", path, 400, data=data, format="json")
    assert owned in body["details"]


def test_a_role_cannot_be_granted_beyond_judge_or_marshal(world: World) -> None:
    data = {"user": world.users["player"].pk, "role": "organizer"}
    body = refused(world, "post", "tournaments/{t}/staff/", 400, data=data, format="json")
    assert "role" in body["details"]


def test_deck_legality_comes_from_the_server_only_T_DECK_2(db: Any) -> None:
    from .conftest import build_world

    world = build_world(paired=False)
    client = world.client("player")
    url = world.url("tournaments/{t}/players/{p}/deck/", p=world.player_id)
    sent = {"content": '{"faction": "stark", "agenda": null, "draw": {}, "plot": {}}'}
    refused_body = client.put(url, {**sent, "legal": True}, format="json")
    assert refused_body.status_code == 400
    response = client.put(url, sent, format="json")
    assert response.status_code in (200, 400), response.json()
    registration = Registration.objects.get(tournament=world.tournament, player_id="p1")
    if response.status_code == 200:
        assert response.json()["legal"] is False and registration.deck_legal is False


def test_the_creator_is_the_organizer_whatever_the_body_says(world: World) -> None:
    client = world.client("other_user")
    response = client.post(world.url("tournaments/"), {"name": "Theirs"}, format="json")
    assert response.status_code == 201
    created = Tournament.objects.get(pk=response.json()["id"])
    assert created.organizer == world.users["other_user"]
    assert response.json()["my_roles"] == ["organizer"]


def test_results_never_set_the_bye_or_unpaired_results(world: World) -> None:
    body = refused(world, "post", RESULT, 400, data={"result": "bye"}, format="json")
    assert "result" in body["details"]
    assert Match.objects.get(tournament=world.tournament, key="r1-t1").result is None


@pytest.mark.parametrize(
    "data",
    [
        {"name": "Basic", "swiss_rounds": 3},  # [T-STRUCT-1] rounds come from the table
        {"name": "Basic", "cut": {"kind": "top", "size": 8}},
        {"name": "Custom", "preset": "custom"},  # [T-STRUCT-3] a custom one names its rounds
    ],
)
def test_structure_fields_only_where_they_apply_T_STRUCT_3(
    world: World, data: dict[str, Any]
) -> None:
    refused(world, "post", "tournaments/", 400, data=data, format="json")


def test_a_custom_structure_with_a_win_threshold_cut_is_created(world: World) -> None:
    data = {
        "name": "Worlds",
        "preset": "custom",
        "swiss_rounds": 8,
        "cut": {"kind": "win_threshold", "min_wins": 6, "bracket_size": 32},
        "points": {"modified_win": 5},
        "tier": "premier",
    }
    response = world.client("organizer").post(world.url("tournaments/"), data, format="json")
    assert response.status_code == 201, response.json()
    settings = response.json()["settings"]
    assert settings["structure"]["cut"] == {
        "kind": "win_threshold",
        "min_wins": 6,
        "bracket_size": 32,
    }
    assert settings["points"]["modified_win"] == 5 and settings["tier"] == "premier"
