"""The v3 public feed is a drop-in for The Jousting Pavilion's (research 2.2): the contract
examples in contract/pavilion_v3.json are checked field by field against our replies (names,
JSON types, encodings), pages hold 50 games, a bye is p2_id < 0, complete is 100; and a
poller's conditional request is a 304 built from one query."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from tests.tournaments.factories import play_round, tournament_with_players, user
from tournaments.api.serializers.feed import UNLINKED_PLAYER_BASE
from tournaments.models import Registration
from tournaments.services import tournaments as svc

pytestmark = pytest.mark.django_db

CONTRACT = json.loads((Path(__file__).parent / "contract" / "pavilion_v3.json").read_text())
ENCODINGS = CONTRACT["encodings"]
_JSON_TYPES = {"string": str, "integer": int}


def _type_name(value: Any) -> str:
    if isinstance(value, bool) or value is None:
        return repr(value)
    return {int: "integer", str: "string"}.get(type(value), type(value).__name__)


# Ours after the Pavilion's, in a game (docs/api.md): a client reading theirs ignores them.
GAME_EXTRAS = ["log_status", "log_checked"]


def assert_matches(example: dict[str, Any], ours: dict[str, Any], what: str) -> None:
    """Same field names (a game adds ``GAME_EXTRAS`` after them), and each value of the
    example's JSON type (or null where the contract allows it); dates and times in the
    example's encodings."""
    extras = GAME_EXTRAS if "game_id" in example else []
    assert list(ours) == [*example, *extras], f"{what}: fields differ: {list(ours)}"
    for name, sample in example.items():
        value = ours[name]
        nullable = ENCODINGS["nullable"].get(name)
        if value is None:
            assert nullable, f"{what}.{name} is null; the contract has {_type_name(sample)}"
            continue
        expected = _type_name(sample) if sample is not None else nullable
        assert _type_name(value) == expected, f"{what}.{name}: {value!r} is not {expected}"
        if name.endswith("_date"):
            assert re.match(ENCODINGS["date"], value), f"{what}.{name}: {value!r}"
        if name.endswith("_time"):
            assert re.match(ENCODINGS["time"], value), f"{what}.{name}: {value!r}"


def _anonymous() -> APIClient:
    return APIClient()


def _event(players: int, **options: Any):  # type: ignore[no-untyped-def]
    tournament = tournament_with_players(players, date=options.pop("date", None), **options)
    svc.round_pair(tournament)
    tournament.refresh_from_db()
    return tournament


def test_games_match_the_pavilion_contract_field_by_field() -> None:
    import datetime

    tournament = _event(5, date=datetime.date(2026, 12, 5))
    play_round(tournament, "a_win")
    svc.round_pair(tournament)
    games = _anonymous().get("/api/v3/games").json()
    assert isinstance(games, list) and games
    complete = [g for g in games if g["game_status"] == ENCODINGS["game_status_complete"]]
    byes = [g for g in games if g["p2_id"] < 0]
    pending = [g for g in games if g["game_status"] != 100]
    assert complete and byes and pending
    for game in complete:
        assert_matches(CONTRACT["games_page"][0], game, f"game {game['game_id']}")
    for game in byes:
        assert_matches(CONTRACT["games_bye"], game, "bye")
        assert game["p2_name"] == "Bye" and game["table_number"] == 0
    for game in pending:
        assert_matches(CONTRACT["games_pending"], game, "pending")
        assert game["game_status"] == 0 and game["p1_points"] == game["p2_points"] == 0
    # The event's date, not the creation day; a win is 5 and a loss 0 ([T-PTS-1]).
    assert {g["tournament_date"] for g in games} == {"2026-12-05"}
    played = [g for g in complete if g["p2_id"] > 0]
    assert {(g["p1_points"], g["p2_points"]) for g in played} == {(5, 0)}
    assert [g["game_id"] for g in games] == sorted(g["game_id"] for g in games)  # oldest first


def test_fifty_games_a_page_then_a_short_page_then_an_empty_one() -> None:
    tournament = _event(102)  # 51 games in round 1
    client = _anonymous()
    first = client.get("/api/v3/games?page=1").json()
    second = client.get("/api/v3/games", {"page": 2}).json()
    assert len(first) == ENCODINGS["page_size"] and len(second) == 1
    assert client.get("/api/v3/games?page=3").json() == []
    assert client.get("/api/v3/games").json() == first  # page 1 by default
    assert {g["game_id"] for g in first}.isdisjoint({g["game_id"] for g in second})
    mine = client.get(f"/api/v3/games?tournament_id={tournament.pk}&page=2").json()
    assert mine == second
    assert client.get(f"/api/v3/games?tournament_id={tournament.pk + 1}").json() == []


@pytest.mark.parametrize("page", ["0", "-1", "x", "1.5", "99999999"])
def test_a_bad_page_is_a_400_naming_it(page: str) -> None:
    response = _anonymous().get(f"/api/v3/games?page={page}")
    assert response.status_code == 400 and response.json()["field"] == "page"


def test_unknown_parameters_are_ignored_like_the_pavilion_does() -> None:
    _event(4)
    client = _anonymous()
    assert client.get("/api/v3/games?_=1700000000").json() == client.get("/api/v3/games").json()


def test_current_only_is_the_current_round_in_one_list_for_an_overlay() -> None:
    tournament = _event(6)
    play_round(tournament)
    svc.round_pair(tournament)
    client = _anonymous()
    current = client.get(f"/api/v3/games?current_only=1&tournament_id={tournament.pk}").json()
    assert len(current) == 3 and {g["round_number"] for g in current} == {2}
    assert client.get("/api/v3/games?current_only=1").status_code == 400
    paged = client.get(f"/api/v3/games?current_only=1&tournament_id={tournament.pk}&page=1")
    assert paged.status_code == 400 and paged.json()["field"] == "page"


def test_a_draft_round_is_not_in_the_feed() -> None:
    tournament = tournament_with_players(4)
    svc.round_pair(tournament, publish=False)
    assert _anonymous().get("/api/v3/games").json() == []
    svc.round_publish(tournament)
    assert len(_anonymous().get("/api/v3/games").json()) == 2


def test_tournaments_after_a_date_and_entrants_with_the_games_player_ids() -> None:
    import datetime

    old = _event(4, date=datetime.date(2020, 1, 4))
    new = _event(4, date=datetime.date(2026, 12, 5))
    undated = _event(4)  # today's creation day stands in for its date
    client = _anonymous()
    listed = client.get("/api/v3/tournaments?after=2026-01-01").json()
    assert [t["tournament_id"] for t in listed] == [new.pk, undated.pk]
    for row in listed:
        assert_matches(CONTRACT["tournaments_list"][0], row, "tournament")
    assert listed[0]["player_count"] == 4 and listed[0]["end_time"] is None
    assert len(client.get("/api/v3/tournaments").json()) == 3
    assert [
        t["tournament_id"] for t in client.get(f"/api/v3/tournaments?tournament_id={old.pk}").json()
    ] == [old.pk]
    assert client.get("/api/v3/tournaments?after=yesterday").json()["field"] == "after"
    entrants = client.get(f"/api/v3/tournaments/{new.pk}").json()
    for row in entrants:
        assert_matches(CONTRACT["tournament_entrants"][0], row, "entrant")
    games = client.get(f"/api/v3/games?tournament_id={new.pk}").json()
    in_games = {g[f"{p}_id"] for g in games for p in ("p1", "p2")}
    assert in_games == {e["player_id"] for e in entrants}
    assert all(e["topx"] is None for e in entrants)  # not final before completion
    assert client.get("/api/v3/tournaments/999999").status_code == 404


def test_an_account_is_the_same_player_id_in_every_event_and_others_never_collide() -> None:
    account = user("regular")
    first, second = tournament_with_players(1), tournament_with_players(1)
    for tournament in (first, second):
        svc.player_register(tournament, name="Regular", user=account)
    client = _anonymous()
    ids = [
        {e["player_name"]: e["player_id"] for e in client.get(f"/api/v3/tournaments/{t.pk}").json()}
        for t in (first, second)
    ]
    assert ids[0]["Regular"] == ids[1]["Regular"] == account.pk
    unlinked = Registration.objects.get(tournament=first, user=None)
    assert ids[0]["Player 1"] == UNLINKED_PLAYER_BASE + unlinked.pk != ids[1]["Player 1"]


def test_a_completed_event_lists_its_champion_first_with_topx_1(
    django_capture_on_commit_callbacks: Any,
) -> None:
    with django_capture_on_commit_callbacks(execute=True):
        tournament = tournament_with_players(4, preset="custom", swiss_rounds=1)
        svc.round_pair(tournament)
        play_round(tournament)
        svc.tournament_complete(tournament)
    tournament.refresh_from_db()
    entrants = _anonymous().get(f"/api/v3/tournaments/{tournament.pk}").json()
    assert [e["topx"] for e in entrants] == [1, 2, 3, 4]
    assert entrants[0]["player_id"] == UNLINKED_PLAYER_BASE + tournament.champion_id
    listed = _anonymous().get(f"/api/v3/tournaments?tournament_id={tournament.pk}").json()
    assert re.match(ENCODINGS["time"], listed[0]["end_time"])


def test_a_conditional_request_is_a_304_from_one_query_until_something_changes() -> None:
    tournament = _event(8)
    client = _anonymous()
    url = f"/api/v3/games?current_only=1&tournament_id={tournament.pk}"
    first = client.get(url)
    assert first["Cache-Control"].startswith("public") and first["ETag"] and first["Last-Modified"]
    with CaptureQueriesContext(connection) as queries:
        again = client.get(url, HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.status_code == 304 and again.content == b"" and len(queries) == 1
    assert again["ETag"] == first["ETag"]
    since = client.get(url, HTTP_IF_MODIFIED_SINCE=first["Last-Modified"])
    assert since.status_code == 304
    other_page = client.get(f"/api/v3/games?tournament_id={tournament.pk}&page=2")
    assert other_page["ETag"] != first["ETag"]
    svc.result_record(tournament, "r1-t1", "a_win")
    changed = client.get(url, HTTP_IF_NONE_MATCH=first["ETag"])
    assert changed.status_code == 200 and changed["ETag"] != first["ETag"]
    assert changed.json()[0]["game_status"] == 100
    whole = client.get("/api/v3/games")
    with CaptureQueriesContext(connection) as queries:
        assert client.get("/api/v3/games", HTTP_IF_NONE_MATCH=whole["ETag"]).status_code == 304
    assert len(queries) == 1


def test_a_page_costs_the_same_queries_at_8_and_at_40_players() -> None:
    counts = []
    for players in (8, 40):
        tournament = _event(players)
        with CaptureQueriesContext(connection) as queries:
            response = _anonymous().get(f"/api/v3/games?tournament_id={tournament.pk}")
        assert response.status_code == 200
        counts.append(len(queries))
    assert counts[0] == counts[1] <= 3  # validators, the page, its tournaments
