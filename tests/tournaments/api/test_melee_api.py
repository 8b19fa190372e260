"""Melee events over the API ([T-MELEE-1]): create one, seat a round, players report and
confirm places, the organizer records and corrects, standings and the public tables follow."""

from __future__ import annotations

from typing import Any

import pytest

from tests.tournaments.factories import user
from tournaments import projections
from tournaments.models import MeleeTable

from .conftest import World, build_world, state

pytestmark = pytest.mark.django_db

MELEE = {"format": "melee", "preset": "custom", "swiss_rounds": 2}


def melee_world(players: int = 4) -> World:
    world = build_world(players, **MELEE)
    world.users["entrant"] = user("entrant")
    return world


def seat_places(table: dict[str, Any]) -> dict[str, int]:
    return {seat["player_id"]: seat["seat"] for seat in table["seats"]}


def pair(world: World) -> dict[str, Any]:
    organizer = world.client("organizer")
    assert (
        organizer.post(world.url("tournaments/{t}/rounds/pair/"), {}, format="json").status_code
        == 200
    )
    response = organizer.get(world.url("tournaments/{t}/tables/"))
    assert response.status_code == 200, response.json()
    return response.json()["results"][0]


def test_t_melee_1_create_a_melee_event_with_its_points_table() -> None:
    organizer = user("organizer")
    from rest_framework.authtoken.models import Token
    from rest_framework.test import APIClient

    client = APIClient()
    client.credentials(
        HTTP_AUTHORIZATION=f"Token {Token.objects.get_or_create(user=organizer)[0].key}"
    )
    body = {
        "name": "Melee Cup",
        **MELEE,
        "melee_points": {"tables": {"3": [4, 2, 0], "4": [6, 3, 1, 0]}, "bye": 4},
    }
    response = client.post("/api/v1/tournaments/", body, format="json")
    assert response.status_code == 201, response.json()
    assert response.json()["settings"]["melee_points"]["tables"]["4"] == [6, 3, 1, 0]
    bad = {**body, "melee_points": {"tables": {"3": [0, 2, 4], "4": [6, 3, 1, 0]}}}
    refused = client.post("/api/v1/tournaments/", bad, format="json")
    assert refused.status_code == 400
    before = state()
    no_three = {**body, "melee_points": {"tables": {"4": [6, 3, 1, 0]}}}
    refused = client.post("/api/v1/tournaments/", no_three, format="json")
    assert refused.status_code == 400 and state() == before
    (problem,) = refused.json()["details"]["melee_points"]["tables"]
    assert problem.startswith("[T-MELEE-1]") and "table of 3" in problem
    joust = {"name": "Joust", "melee_points": body["melee_points"]}
    refused = client.post("/api/v1/tournaments/", joust, format="json")
    assert refused.status_code == 400 and refused.json()["rule"] == "T-MELEE-1"


def test_t_melee_1_players_report_and_confirm_over_the_api() -> None:
    world = melee_world(4)
    table = pair(world)
    assert len(table["seats"]) == 4 and table["status"] == "pending"
    places = seat_places(table)
    url = world.url("tournaments/{t}/tables/{key}/", key=table["key"])
    player, other = world.client("player"), world.client("other_player")
    response = player.post(url + "report/", {"places": places}, format="json")
    assert response.status_code == 200, response.json()
    assert [e["type"] for e in response.json()["events"]] == ["MeleeResultReported"]
    response = other.post(url + "confirm/", {}, format="json")
    assert [e["type"] for e in response.json()["events"]] == ["MeleeResultConfirmed"]
    detail = player.get(url).json()
    assert detail["proposed"] == places and len(detail["confirmed"]) == 2
    assert detail["places"] is None  # two seats have no account and cannot confirm yet
    outsider = world.client("other_user").post(url + "confirm/", {}, format="json")
    assert outsider.status_code == 404


def test_t_melee_1_organizer_records_corrects_and_standings_follow() -> None:
    world = melee_world(4)
    table = pair(world)
    places = seat_places(table)
    url = world.url("tournaments/{t}/tables/{key}/", key=table["key"])
    organizer = world.client("organizer")
    denied = world.client("player").post(url + "places/", {"places": places}, format="json")
    assert denied.status_code == 403
    recorded = organizer.post(url + "places/", {"places": places}, format="json")
    assert recorded.status_code == 200, recorded.json()
    flipped = {pid: 5 - place for pid, place in places.items()}
    corrected = organizer.post(
        url + "correction/", {"places": flipped, "reason": "swapped"}, format="json"
    )
    assert corrected.status_code == 200, corrected.json()
    assert MeleeTable.objects.get(key=table["key"]).places == flipped
    projections.standings_project(world.tournament, projections.tournament_state(world.tournament))
    rows = organizer.get(world.url("tournaments/{t}/standings/")).json()["results"]
    winner = next(pid for pid, place in flipped.items() if place == 1)
    assert (rows[0]["player_id"], rows[0]["points"]) == (winner, 5)
    public = world.client("anonymous").get(world.url("public/tournaments/{t}/tables/")).json()
    assert public["results"][0]["seats"][0]["place"] is not None
    assert "proposed" not in public["results"][0]


@pytest.mark.parametrize(
    "body",
    [
        {"places": {"p1": 1, "p2": 1, "p3": 2, "p4": 3}},  # after a shared 1st comes 3rd
        {"places": {"p1": 1, "p2": 2}},  # too few seats
        {"places": {"p1": "1", "p2": 2, "p3": 3, "p4": 4}},  # not an integer
        {"places": {"p1": 1, "p2": 2, "p3": 3, "p4": 4}, "extra": 1},
    ],
    ids=["tie-not-skipping", "two-seats", "string", "unknown-field"],
)
def test_t_melee_1_bad_places_are_refused_and_change_nothing(body: dict[str, Any]) -> None:
    world = melee_world(4)
    table = pair(world)
    url = world.url("tournaments/{t}/tables/{key}/report/", key=table["key"])
    client = world.client("player")  # its token exists before the snapshot
    before = state()
    response = client.post(url, body, format="json")
    assert response.status_code == 400
    assert state() == before


def test_t_swiss_6_a_draft_round_is_hidden_from_players() -> None:
    world = melee_world(4)
    organizer = world.client("organizer")
    organizer.post(world.url("tournaments/{t}/rounds/pair/"), {}, format="json")
    assert world.client("player").get(world.url("tournaments/{t}/tables/")).json()["count"] == 1
    world.tournament.rounds.update(published=False)
    assert world.client("player").get(world.url("tournaments/{t}/tables/")).json()["count"] == 0
    assert organizer.get(world.url("tournaments/{t}/tables/")).json()["count"] == 1
    public = world.client("anonymous").get(world.url("public/tournaments/{t}/tables/"))
    assert public.json()["count"] == 0
