"""The public read API: no login, The Jousting Pavilion's game fields (research 2.2), a bye
as a missing second player, no private data ([T-DECK-3]); and the number of queries per read
does not grow with the number of players."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.tournaments.factories import play_round

from .conftest import World, build_world

pytestmark = pytest.mark.django_db

GAME_FIELDS = {
    "game_id",
    "match_key",
    "tournament_id",
    "tournament_name",
    "tournament_date",
    "stage",
    "round_number",
    "table_number",
    "game_status",
    "result",
    "end_reason",
    *(f"{p}_{f}" for p in ("p1", "p2") for f in ("id", "name", "faction", "agenda", "points")),
}


def _played(players: int, django_capture_on_commit_callbacks: Any) -> World:
    with django_capture_on_commit_callbacks(execute=True):  # standings follow after commit
        world = build_world(players=players, paired=True)
        play_round(world.tournament, "a_modified_win")
        from tournaments.services import tournaments as svc

        svc.round_pair(world.tournament)
    world.tournament.refresh_from_db()
    return world


def test_games_have_the_pavilion_fields_and_a_bye_has_no_second_player(
    django_capture_on_commit_callbacks: Any,
) -> None:
    world = _played(5, django_capture_on_commit_callbacks)
    response = world.client("anonymous").get("/api/v1/public/games/?limit=200")
    assert response.status_code == 200
    games = response.json()["results"]
    assert all(set(g) == GAME_FIELDS for g in games)
    round_one = [g for g in games if g["round_number"] == 1]
    byes = [g for g in round_one if g["p2_id"] is None]
    assert len(byes) == 1 and byes[0]["p2_name"] is None and byes[0]["p1_points"] == 5
    played = [g for g in round_one if g["p2_id"] is not None]
    # A timed win gives 4 and the loss 0 ([T-PTS-1]); both players named with faction/agenda.
    assert {(g["p1_points"], g["p2_points"]) for g in played} == {(4, 0)}
    assert all(g["game_status"] == "complete" for g in round_one)
    assert all(g["p1_faction"] == "" or isinstance(g["p1_faction"], str) for g in games)
    pending = [g for g in games if g["round_number"] == 2 and g["p2_id"] is not None]
    assert pending and all(
        g["game_status"] == "pending" and g["p1_points"] is None for g in pending
    )


def test_current_pairings_standings_and_entrants_without_login(
    django_capture_on_commit_callbacks: Any,
) -> None:
    world = _played(6, django_capture_on_commit_callbacks)
    anonymous = world.client("anonymous")
    t = world.tournament.pk
    current = anonymous.get(f"/api/v1/public/tournaments/{t}/pairings/").json()["results"]
    assert {g["round_number"] for g in current} == {2} and len(current) == 3
    same = anonymous.get(f"/api/v1/public/games/?tournament_id={t}&current_only=1").json()
    assert same["results"] == current
    standings = anonymous.get(f"/api/v1/public/tournaments/{t}/standings/").json()
    assert [row["rank"] for row in standings["results"]] == list(range(1, 7))
    assert standings["results"][0]["points"] == 4
    detail = anonymous.get(f"/api/v1/public/tournaments/{t}/").json()
    assert len(detail["entrants"]) == 6
    # Nothing private: no decks, legality, accounts or seeds anywhere in the public API.
    text = str(detail) + str(current) + str(standings)
    for private in ("deck", "legal", "user", "seed", "draw"):
        assert f"'{private}'" not in text
    listing = anonymous.get("/api/v1/public/tournaments/").json()["results"]
    assert listing[0]["entrants"] == 6


def test_current_only_needs_a_tournament(world: World) -> None:
    response = world.client("anonymous").get("/api/v1/public/games/?current_only=1")
    assert response.status_code == 400 and response.json()["field"] == "current_only"


def test_public_api_ignores_credentials_and_sessions(world: World) -> None:
    """No per-user variation: a logged-in organizer sees the same public page."""
    url = world.url("public/tournaments/{t}/")
    assert world.client("organizer").get(url).json() == world.client("anonymous").get(url).json()


READS = [
    "tournaments/{t}/standings/",
    "tournaments/{t}/pairings/",
    "tournaments/{t}/players/",
    "tournaments/{t}/rounds/",
    "public/games/?tournament_id={t}",
    "public/tournaments/{t}/pairings/",
    "public/tournaments/{t}/standings/",
    "public/tournaments/",
]


def _queries(world: World, path: str) -> int:
    client = world.client("player")
    with CaptureQueriesContext(connection) as queries:
        response = client.get(world.url(path))
    assert response.status_code == 200
    return len(queries)


def test_queries_per_read_do_not_grow_with_players(
    django_capture_on_commit_callbacks: Any,
) -> None:
    small = _played(8, django_capture_on_commit_callbacks)
    small_counts = {path: _queries(small, path) for path in READS}
    large = _played(40, django_capture_on_commit_callbacks)
    large_counts = {path: _queries(large, path) for path in READS}
    assert large_counts == small_counts
    assert max(small_counts.values()) <= 6, small_counts


def test_a_draft_pairing_is_not_public_until_published() -> None:
    """Drafts are for officials only ([T-SWISS-6]); the public feed showed them (issue 23)."""
    from rest_framework.test import APIClient

    from tests.tournaments.factories import tournament_with_players
    from tournaments.services import tournaments as svc

    tournament = tournament_with_players(4)
    svc.round_pair(tournament, publish=False)
    client = APIClient()
    pairings = f"/api/v1/public/tournaments/{tournament.pk}/pairings/"
    assert client.get("/api/v1/public/games/").json()["count"] == 0
    assert client.get(pairings).json()["count"] == 0
    svc.round_publish(tournament)
    assert client.get(pairings).json()["count"] == 2
