"""Text PostgreSQL or UTF-8 cannot store (NUL, a lone surrogate) is a 400 naming the field,
and nothing is written (issue 24, item 4). The bodies are written by hand: a JSON encoder
refuses a lone surrogate, an attacker's client does not."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.tournaments.factories import legal_deck_text
from tests.tournaments.logs import golden
from tournaments.models import Match
from tournaments.services import matchlogs
from tournaments.services import tournaments as svc

from .conftest import World, build_world, state

pytestmark = pytest.mark.django_db

NUL, SURROGATE = "\\u0000", "\\ud800"


def _raw(doc: Any, placeholder: str, bad: str) -> bytes:
    """The JSON body with the placeholder text replaced by a raw escape."""
    return json.dumps(doc).replace(placeholder, f"x{bad}y").encode()


def _refused(
    world: World,
    role: str,
    method: str,
    path: str,
    raw: bytes,
    field: str,
    code: str = "unstorable_text",
) -> None:
    client = world.client(role)
    before = state()
    response = getattr(client, method)(world.url(path), data=raw, content_type="application/json")
    assert response.status_code == 400, response.content[:300]
    body = response.json()
    assert body["code"] == code
    assert body["field"] == field
    assert state() == before


@pytest.fixture
def seated(db: Any) -> World:
    world = build_world(paired=True)
    svc.pairings_change(world.tournament, [("p1", "p3"), ("p2", "p4")], by="t", reason="t")
    return world


@pytest.mark.parametrize("bad", [NUL, SURROGATE])
def test_log_upload_with_unstorable_seat_name_is_a_400_naming_it(seated: World, bad: str) -> None:
    log = golden()
    log["seats"][0]["name"] = "PLACEHOLDER"
    _refused(
        seated,
        "player",
        "put",
        "tournaments/{t}/matches/r1-t1/log/",
        _raw({"log": log}, "PLACEHOLDER", bad),
        "log.seats[0].name",
    )


@pytest.mark.parametrize("bad", [NUL, SURROGATE])
def test_log_append_with_unstorable_text_is_a_400_naming_it(seated: World, bad: str) -> None:
    log = golden()
    matchlogs.matchlog_upload(
        seated.tournament,
        "r1-t1",
        {**log, "events": log["events"][:10]},
        user=seated.users["player"],
    )
    event = {**log["events"][10], "note": "PLACEHOLDER"}
    _refused(
        seated,
        "player",
        "post",
        "tournaments/{t}/matches/r1-t1/log/events/",
        _raw({"events": [event], "expected_version": 11}, "PLACEHOLDER", bad),
        "events[0].note",
    )


@pytest.mark.parametrize(
    ("bad", "code", "field"),
    [
        (NUL, "unstorable_text", "deck.name"),
        (SURROGATE, "unreadable_deck", "deck"),  # the deck reader refuses it itself
    ],
)
def test_deck_json_with_unstorable_text_is_a_400_naming_it(
    db: Any, bad: str, code: str, field: str
) -> None:
    world = build_world()  # not paired: decks are still open
    deck = json.loads(legal_deck_text(0))
    deck["name"] = "PLACEHOLDER"
    content = json.dumps(deck)
    _refused(
        world,
        "player",
        "put",
        f"tournaments/{{t}}/players/{world.player_id}/deck/",
        # escaped once more: the deck is JSON text inside the body's JSON
        _raw({"content": content}, "PLACEHOLDER", bad.replace("\\", "\\\\")),
        field,
        code,
    )


@pytest.mark.parametrize("bad", [NUL, SURROGATE])
def test_unstorable_object_keys_are_refused_too(seated: World, bad: str) -> None:
    _refused(
        seated,
        "player",
        "post",
        "tournaments/{t}/matches/r1-t1/report/",
        _raw({"result": "a_win", "PLACEHOLDER": 1}, "PLACEHOLDER", bad),
        "x?y",  # the key itself holds the character: shown with a "?"
    )


def test_tracker_entry_with_unstorable_text_is_a_400(seated: World) -> None:
    match = Match.objects.get(tournament=seated.tournament, key="r1-t1")
    role = "player" if match.player_a.user_id == seated.users["player"].pk else "other_player"
    _refused(
        seated,
        role,
        "post",
        "tournaments/{t}/matches/r1-t1/tracker/entries/",
        _raw({"expected_version": 0, "option": 0, "note": "PLACEHOLDER"}, "PLACEHOLDER", NUL),
        "note",
    )
