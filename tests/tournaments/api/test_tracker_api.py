"""The live tracker over the API (issue 12): the same service as the tracker pages.

Two players with accounts meet at r1-t1 and record their game through /api/v1/: each entry
is an offered option (or a whole log event) made against the log version the caller saw,
with an Idempotency-Key. A stale entry is a 409 that loses nothing, a retry records nothing
twice, an illegal entry names its rule and event number and stores nothing, each player
enters only their own decisions ([T-ROLE-2]), undo is an event ([LOG-UNDO-1..4]) and the
result the log shows is confirmed by the players as their reports."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from tests.tournaments.web.test_tracker import policy
from tournaments.models import Match
from tournaments.services import tournaments as svc
from tournaments.services import tracker

from .conftest import World, build_world, state

pytestmark = pytest.mark.django_db

KEY = "r1-t1"


class Players:
    """The two seated players' API clients, by seat, and the tracker's URLs."""

    def __init__(self, world: World) -> None:
        self.world = world
        self.t = world.tournament
        svc.pairings_change(self.t, [("p1", "p2"), ("p3", "p4")], by="test", reason="seat")
        match = Match.objects.get(tournament=self.t, key=KEY)
        player = world.users["player"]
        a_is_player = match.player_a.user_id == player.pk
        self.logins = {
            "A": "player" if a_is_player else "other_player",
            "B": "other_player" if a_is_player else "player",
        }
        self.clients = {seat: world.client(role) for seat, role in self.logins.items()}

    def url(self, tail: str = "") -> str:
        return self.world.url(f"tournaments/{{t}}/matches/{KEY}/tracker/{tail}")

    def get(self, seat: str = "A") -> dict[str, Any]:
        response = self.clients[seat].get(self.url())
        assert response.status_code == 200, response.json()
        return response.json()  # type: ignore[no-any-return]

    def post(self, seat: str, tail: str, body: dict[str, Any], key: str | None = None) -> Any:
        headers = {"HTTP_IDEMPOTENCY_KEY": key or uuid.uuid4().hex}
        return self.clients[seat].post(self.url(tail), body, format="json", **headers)

    def service_state(self) -> tracker.TrackerState:
        return tracker.tracker_state(self.t, KEY, user=self.world.users["player"])

    def next_entry(self) -> tuple[str, dict[str, Any]]:
        """Who enters next and the body (the web tests' quick player's choice), checked
        against what the API offers that player."""
        ts = self.service_state()
        seat = ts.deciding_seat or "A"
        index, cards = policy(ts, seat)
        seen = self.get(seat)
        assert seen["log_version"] == ts.log_version
        assert index in seen["decision"]["may_enter"]
        return seat, {"expected_version": ts.log_version, "option": index, "cards": cards}

    def enter_until(self, done: Any, limit: int = 600) -> dict[str, Any]:
        """Enter the quick player's choices until ``done(tracker json)``; the final json."""
        for _ in range(limit):
            seen = self.get()
            if done(seen):
                return seen
            seat, body = self.next_entry()
            response = self.post(seat, "entries/", body)
            assert response.status_code == 201, response.json()
            assert response.json()["seq"] == body["expected_version"] + 1
        raise AssertionError("not reached")


def b_concedes(players: Players) -> None:
    """Seat B concedes at the start, through the concede option the API offers B."""
    seen = players.get("B")
    concede = next(
        i
        for i in seen["decision"]["may_enter"]
        if seen["decision"]["options"][i]["type"] == "concede"
    )
    assert (
        players.post("B", "entries/", {"expected_version": 0, "option": concede}).status_code == 201
    )


@pytest.fixture
def players(db: Any) -> Players:
    table = Players(build_world(paired=True))
    response = table.post("A", "", {})
    assert response.status_code == 200, response.json()
    return table


def _log_events(table: Players) -> list[dict[str, Any]]:
    return table.service_state().live.events


def test_start_is_idempotent_and_both_see_the_first_decision(players: Players) -> None:
    again = players.post("B", "", {})
    assert again.status_code == 200
    body = again.json()
    assert (body["log_version"], body["stream_version"]) == (0, 1)
    assert body["decision"]["kind"] == "first_player"
    assert set(body["snapshot"]["seats"]) == {"A", "B"}
    # Either player states who is first; each concedes only for themself.
    options = body["decision"]["options"]
    concede_a = next(
        i for i, o in enumerate(options) if o["type"] == "concede" and o["seat"] == "A"
    )
    assert concede_a not in body["decision"]["may_enter"]
    assert {0, 1} <= set(body["decision"]["may_enter"])


def test_a_player_sees_the_opponents_hand_as_a_count_only(players: Players) -> None:
    players.enter_until(
        lambda seen: all(s["hand_count"] for s in seen["snapshot"]["seats"].values())
    )
    seats = players.get("A")["snapshot"]["seats"]
    assert len(seats["A"]["hand"]) == seats["A"]["hand_count"] > 0
    assert seats["B"]["hand"] is None and seats["B"]["plot_deck"] is None
    assert seats["B"]["hand_count"] > 0
    judge = players.world.client("judge").get(players.url()).json()["snapshot"]["seats"]
    assert len(judge["B"]["hand"]) == judge["B"]["hand_count"]


def test_two_players_record_a_game_to_its_end_and_confirm_the_result(players: Players) -> None:
    final = players.enter_until(lambda seen: seen["over"])
    proposal = final["result"]
    assert proposal is not None and proposal["end_reason"] in ("power", "decked", "time")
    assert final["decision"] is None
    winner = proposal["winner"]
    loser = "B" if winner == "A" else "A"
    first = players.post(winner, "result/confirm/", {})
    assert first.status_code == 200, first.json()
    assert first.json()["confirmed"] is False and first.json()["mine_reported"] is True
    second = players.post(loser, "result/confirm/", {})
    assert second.status_code == 200, second.json()
    assert second.json()["confirmed"] is True
    match = Match.objects.get(tournament=players.t, key=KEY)
    assert match.result == proposal["result"]


def test_a_stale_expected_version_is_a_409_with_the_current_version_and_loses_nothing(
    players: Players,
) -> None:
    first = players.post("A", "entries/", {"expected_version": 0, "option": 0})
    assert first.status_code == 201
    stale = players.post("B", "entries/", {"expected_version": 0, "option": 1})
    assert stale.status_code == 409, stale.json()
    assert stale.json()["details"]["current_version"] == 1
    events = _log_events(players)
    assert len(events) == 1 and events[0] == first.json()["event"]


def test_the_same_idempotency_key_twice_records_one_event_and_gets_the_first_reply(
    players: Players,
) -> None:
    body = {"expected_version": 0, "option": 0}
    first = players.post("A", "entries/", body, key="entry-1")
    assert first.status_code == 201
    players.enter_until(lambda seen: seen["log_version"] >= 3)  # the game moves on
    before = state()
    retry = players.post("A", "entries/", body, key="entry-1")
    assert (retry.status_code, retry.json()) == (201, first.json())
    assert state() == before
    # The same key for another request is refused, not taken for a retry.
    other = players.post("A", "entries/", {**body, "option": 1}, key="entry-1")
    assert other.status_code == 422
    assert state() == before


def test_S_8_1_an_illegal_entry_names_its_rule_and_event_number_and_stores_nothing(
    players: Players,
) -> None:
    players.enter_until(lambda seen: seen["decision"]["kind"] == "setup")
    seen = players.get()
    seat = players.service_state().deciding_seat or "A"
    option = next(
        i
        for i in players.get(seat)["decision"]["may_enter"]
        if seen["decision"]["options"][i]["type"] == "setup"
    )
    everything = seen["decision"]["options"][option]["pick_from"]  # far over 8 gold
    before = state()
    body = {"expected_version": seen["log_version"], "option": option, "cards": everything}
    refused = players.post(seat, "entries/", body)
    assert refused.status_code == 400, refused.json()
    error = refused.json()
    assert error["code"] == "illegal_event" and error["rule"].startswith("S-8")
    assert error["seq"] == seen["log_version"] + 1
    assert state() == before


def test_S_2_a_whole_log_event_is_checked_by_the_engine_like_an_option(
    players: Players,
) -> None:
    before = state()
    too_early = {"type": "mulligan", "seat": "A", "mulligan": False}
    refused = players.post("A", "entries/", {"expected_version": 0, "event": too_early})
    assert refused.status_code == 400, refused.json()
    error = refused.json()
    assert (error["code"], error["seq"], error["rule"]) == ("illegal_event", 1, "S-2")
    assert state() == before
    first = {"type": "first_player", "seat": "B"}
    done = players.post("B", "entries/", {"expected_version": 0, "event": first})
    assert done.status_code == 201, done.json()
    assert _log_events(players) == [{"seq": 1, **first}]


def test_T_ROLE_2_the_other_player_may_not_enter_my_decision(players: Players) -> None:
    seen = players.enter_until(lambda seen: players.service_state().deciding_seat is not None)
    mine = players.service_state().deciding_seat
    theirs = "B" if mine == "A" else "A"
    index, cards = policy(players.service_state(), mine)
    assert seen["decision"]["entered_by"][index] == mine
    assert index not in players.get(theirs)["decision"]["may_enter"]
    before = state()
    body = {"expected_version": seen["log_version"], "option": index, "cards": cards}
    refused = players.post(theirs, "entries/", body)
    assert refused.status_code == 403, refused.json()
    assert state() == before


def test_a_stranger_gets_404_on_the_tracker(players: Players) -> None:
    stranger = players.world.client("other_user")
    assert stranger.get(players.url()).status_code == 404
    before = state()
    body = {"expected_version": 0, "option": 0}
    assert stranger.post(players.url("entries/"), body, format="json").status_code == 404
    assert state() == before


def test_LOG_UNDO_1_undo_my_last_entry_as_an_event(players: Players) -> None:
    offered = players.get()["decision"]
    players.post("A", "entries/", {"expected_version": 0, "option": 0})
    assert players.get("A")["undoable"]["seq"] == 1
    assert players.get("B")["undoable"] is None
    refused = players.post("B", "undo/", {"expected_version": 1})
    assert refused.status_code == 400 and refused.json()["code"] == "nothing_to_undo"
    undone = players.post("A", "undo/", {"expected_version": 1})
    assert undone.status_code == 201, undone.json()
    assert undone.json()["event"] == {"seq": 2, "type": "undo", "seat": "A", "undoes": 1}
    after = players.get()
    assert after["log_version"] == 2 and after["decision"] == offered  # nothing deleted
    assert [e["type"] for e in _log_events(players)] == ["first_player", "undo"]


def test_T_END_1_a_concession_proposes_the_result_and_the_confirmations_report_it(
    players: Players,
) -> None:
    early = players.post("A", "result/confirm/", {})
    assert early.status_code == 400 and early.json()["code"] == "game_not_over"
    b_concedes(players)
    result = players.get()["result"]
    assert (result["winner"], result["end_reason"], result["result"]) == (
        "A",
        "concession",
        "a_win",
    )
    assert players.post("A", "result/confirm/", {}).json()["reported_by"] == [
        result["winner_player"]
    ]
    assert players.post("B", "result/confirm/", {}).json()["confirmed"] is True
    assert Match.objects.get(tournament=players.t, key=KEY).result == "a_win"


def test_T_DECK_3_a_player_is_not_shown_the_cards_of_the_opponents_options(
    players: Players,
) -> None:
    """A setup pick lists the seat's hand: the opponent sees that option as its type and
    seat only; the official sees it whole."""
    seen = players.enter_until(
        lambda s: s["decision"] is not None and s["decision"]["kind"] == "setup"
    )
    setting_up = seen["decision"]["deciding_seat"]
    opponent = "B" if setting_up == "A" else "A"
    decision = players.get(opponent)["decision"]
    hidden = [o for i, o in enumerate(decision["options"]) if i not in decision["may_enter"]]
    assert any(o["type"] == "setup" for o in hidden)
    for option in hidden:
        assert option == {
            "type": option["type"],
            "seat": option["seat"],
            "optional": option["optional"],
            "hidden": True,
        }
    assert f"'{setting_up}:" not in str(decision)  # no card of the hand anywhere in it
    own = players.get(setting_up)["decision"]
    setup = next(o for o in own["options"] if o["type"] == "setup")
    assert setup["pick_from"] and all(c.startswith(f"{setting_up}:") for c in setup["pick_from"])
    judge = players.world.client("judge").get(players.url()).json()["decision"]
    assert setup in judge["options"] and not any(o.get("hidden") for o in judge["options"])


def test_LOG_UNDO_no_undo_once_a_player_has_confirmed_the_result(players: Players) -> None:
    b_concedes(players)
    assert players.get("B")["undoable"]["seq"] == 1  # a mistaken concession may be taken back
    assert players.post("A", "result/confirm/", {}).status_code == 200
    assert players.get("B")["undoable"] is None
    refused = players.post("B", "undo/", {"expected_version": 1})
    assert refused.status_code == 400 and refused.json()["code"] == "result_reported"
    assert [e["type"] for e in _log_events(players)] == ["concede"]


def test_T_ROLE_2_the_tracker_closes_over_the_api_once_the_result_is_recorded(
    players: Players,
) -> None:
    """Issue 22: a recorded result closes the live log; the state says why, an entry is a
    409 that stores nothing."""
    from tests.tournaments.eventstore_helpers import snapshot
    from tournaments.services import reconciliation

    seat, body = players.next_entry()
    reconciliation.result_record(players.t, KEY, "a_win", end_reason="concession", actor="org")
    seen = players.get(seat)
    assert seen["decision"] is None
    assert seen["closed"]["code"] == "tracker_closed" and seen["closed"]["rule"] == "T-ROLE-2"
    before = snapshot()
    response = players.post(seat, "entries/", body)
    assert response.status_code == 409 and response.json()["code"] == "tracker_closed"
    assert snapshot() == before
