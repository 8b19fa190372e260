"""Every endpoint x every role ([T-ROLE-1], [T-DECK-3]), each cell asserted.

* A refused request (any 4xx) leaves the event store and every projection unchanged.
* An allowed write really changes something (so the "unchanged" check can fail).
* A private object the caller may not see answers exactly like a missing one: the same
  status and the same body as a player id that does not exist.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from tests.tournaments.factories import legal_deck_text, play_round
from tests.tournaments.logs import golden
from tests.tournaments.webhook_receiver import PUBLIC_HOOK_URL
from tournaments import projections
from tournaments.services import disputes, matchlogs, results, webhooks
from tournaments.services import tournaments as svc

from .conftest import ROLES, World, build_world, state

pytestmark = pytest.mark.django_db

# anonymous, other user, player, other player, judge, organizer
A, OU, P, OP, J, O = ROLES  # noqa: E741
MISSING = "p999"


@dataclass
class Cell:
    method: str
    path: str
    expected: dict[str, int]
    body: Any = None
    setup: Callable[[World], None] | None = None
    world: dict[str, Any] = field(default_factory=lambda: {"paired": True})
    private: bool = False  # a 404 here must equal the 404 of a missing player


def everyone(code: int, anonymous: int = 401) -> dict[str, int]:
    return {A: anonymous, OU: code, P: code, OP: code, J: code, O: code}


def organizer_only(ok: int = 200) -> dict[str, int]:
    return {A: 401, OU: 403, P: 403, OP: 403, J: 403, O: ok}


# Private to the player and the officials; others get the 404 of a missing player.
OWN_OR_OFFICIAL = {A: 401, OU: 404, P: 200, OP: 404, J: 200, O: 200}
# Actions on a player: the player or the organizer; a judge sees it but may not act.
OWN_OR_ORGANIZER = {A: 401, OU: 404, P: 200, OP: 404, J: 403, O: 200}


def _drop_player(w: World) -> None:
    svc.player_drop(w.tournament, w.player_id)


def _results_in(w: World) -> None:
    state_ = projections.tournament_state(w.tournament)
    for match in state_.latest_round().pending():
        svc.result_record(w.tournament, match.key, "a_win")


def _one_result(w: World) -> None:
    svc.result_record(w.tournament, "r1-t1", "a_win")


def _round_played(w: World) -> None:
    play_round(w.tournament)


def _cut_made(w: World) -> None:
    play_round(w.tournament)
    svc.cut_make(w.tournament)


def _hooked(w: World) -> None:
    webhooks.webhook_register(w.tournament, url=PUBLIC_HOOK_URL, kinds=["result_recorded"], by=None)


def _pairs(w: World) -> list[list[str]]:
    return [["p1", "p2"], ["p3", "p4"]]


def _pair_apart(w: World) -> None:
    """The player (p1) meets an entrant without an account at table 1; p2 plays p4."""
    svc.pairings_change(
        w.tournament, [("p1", "p3"), ("p2", "p4")], by="setup", reason="seat them apart"
    )


def _pair_together(w: World) -> None:
    svc.pairings_change(w.tournament, [("p1", "p2"), ("p3", "p4")], by="setup", reason="x")


def _they_reported(w: World) -> None:
    _pair_together(w)
    results.result_report(w.tournament, "r1-t1", user=w.users["other_player"], result="a_win")


def _logged(w: World, events: int | None = None) -> None:
    _pair_apart(w)
    log = golden()
    if events is not None:
        log = {**log, "events": log["events"][:events]}
    matchlogs.matchlog_upload(w.tournament, "r1-t1", log, user=w.users["player"])


def _disputed(w: World) -> None:
    _pair_apart(w)
    disputes.dispute_open(w.tournament, "r1-t1", reason="slip lost", actor="setup")


def _taken(w: World) -> None:
    _disputed(w)
    disputes.dispute_take(w.tournament, "d1", user=w.users["judge"])


def _ruled(w: World) -> None:
    _taken(w)
    svc.result_record(w.tournament, "r1-t1", "a_win")
    disputes.dispute_rule(
        w.tournament, "d1", user=w.users["judge"], decision="uphold", reason="slip stands"
    )


ONE_ROUND_TOP4 = {"paired": True, "preset": "custom", "swiss_rounds": 1}
# Issue 11: a melee event whose four players share table r1-t1 ([T-MELEE-1]).
MELEE = {"paired": True, "format": "melee", "preset": "custom", "swiss_rounds": 2}
PLACES = {"p1": 1, "p2": 2, "p3": 3, "p4": 4}


def _melee_reported(w: World) -> None:
    from tournaments.services import melee

    melee.places_report(w.tournament, "r1-t1", user=w.users["other_player"], places=PLACES)


def _melee_recorded(w: World) -> None:
    from tournaments.services import melee

    melee.places_record(w.tournament, "r1-t1", PLACES)


# Issue 12: the live tracker of r1-t1, where the two players with accounts meet.
SEATED = {A: 401, OU: 404, P: 200, OP: 200, J: 200, O: 200}


def _tracking(w: World) -> None:
    from tournaments.services import tracker

    _pair_together(w)
    tracker.tracker_start(w.tournament, "r1-t1", user=w.users["player"])


def _tracked_one(w: World) -> None:
    """The player entered the first decision (option 0, who is first player)."""
    from tournaments.services import tracker

    _tracking(w)
    tracker.tracker_enter(
        w.tournament, "r1-t1", user=w.users["player"], entry={"option": 0}, expected_version=0
    )


def _tracked_conceded(w: World) -> None:
    from tournaments.services import tracker

    _tracking(w)
    tracker.tracker_end(
        w.tournament, "r1-t1", user=w.users["other_player"], how="concede", expected_version=0
    )


CELLS: dict[str, Cell] = {
    "tournaments_list": Cell("get", "tournaments/", everyone(200)),
    "tournaments_create": Cell("post", "tournaments/", everyone(201), {"name": "Mine"}),
    "tournaments_retrieve": Cell("get", "tournaments/{t}/", everyone(200)),
    "staff_list": Cell("get", "tournaments/{t}/staff/", {**organizer_only(), J: 200}),
    "staff_assign": Cell(
        "post",
        "tournaments/{t}/staff/",
        organizer_only(),
        {"user": "other_user", "role": "marshal"},
    ),
    "registrations_list": Cell("get", "tournaments/{t}/players/", everyone(200)),
    # Self-registration: the two players are registered already ([T-DECK-1]: once).
    "registrations_create": Cell(
        "post", "tournaments/{t}/players/", {**everyone(201), P: 400, OP: 400}, {"name": "New"}
    ),
    # Registering someone else's account is the organizer's (mass assignment of "user").
    "registrations_create_for_user": Cell(
        "post",
        "tournaments/{t}/players/",
        organizer_only(201),
        {"name": "Guest", "user": "other_user"},
    ),
    "registrations_me": Cell(
        "get", "tournaments/{t}/players/me/", {**everyone(404), P: 200, OP: 200}
    ),
    "registrations_retrieve": Cell(
        "get", "tournaments/{t}/players/{p}/", OWN_OR_OFFICIAL, private=True
    ),
    "decks_retrieve_T_DECK_3": Cell(
        "get", "tournaments/{t}/players/{p}/deck/", OWN_OR_OFFICIAL, private=True
    ),
    "decks_submit": Cell(
        "put",
        "tournaments/{t}/players/{p}/deck/",
        OWN_OR_ORGANIZER,
        {"content": "DECK"},
        world={"paired": False},
        private=True,
    ),
    "players_drop": Cell(
        "post", "tournaments/{t}/players/{p}/drop/", OWN_OR_ORGANIZER, {}, private=True
    ),
    "players_rejoin": Cell(
        "post",
        "tournaments/{t}/players/{p}/rejoin/",
        OWN_OR_ORGANIZER,
        {},
        setup=_drop_player,
        private=True,
    ),
    "players_disqualify": Cell(
        "post",
        "tournaments/{t}/players/{p}/disqualify/",
        {**OWN_OR_ORGANIZER, P: 403},
        {"reason": "marked cards"},
        private=True,
    ),
    "rounds_list": Cell("get", "tournaments/{t}/rounds/", everyone(200)),
    "rounds_pair": Cell(
        "post", "tournaments/{t}/rounds/pair/", organizer_only(), {}, _round_played
    ),
    "rounds_repair": Cell(
        "post", "tournaments/{t}/rounds/repair/", organizer_only(), {"reason": "misclick"}
    ),
    "rounds_close": Cell(
        "post", "tournaments/{t}/rounds/close/", organizer_only(), {}, _results_in
    ),
    "pairings_list": Cell("get", "tournaments/{t}/pairings/", everyone(200)),
    "pairings_change_T_SWISS_6": Cell(
        "post",
        "tournaments/{t}/pairings/change/",
        organizer_only(),
        {"pairs": "PAIRS", "reason": "seat a family apart"},
    ),
    "matches_retrieve": Cell("get", "tournaments/{t}/matches/r1-t1/", everyone(200)),
    "results_record": Cell(
        "post", "tournaments/{t}/matches/r1-t1/result/", organizer_only(), {"result": "a_win"}
    ),
    "results_correct_T_OPEN_5": Cell(
        "post",
        "tournaments/{t}/matches/r1-t1/correction/",
        organizer_only(),
        {"result": "b_win", "reason": "slip filled in wrong"},
        _one_result,
    ),
    "standings_list": Cell("get", "tournaments/{t}/standings/", everyone(200)),
    "cut_make_T_CUT_1": Cell(
        "post",
        "tournaments/{t}/cut/",
        organizer_only(),
        {},
        _round_played,
        world={**ONE_ROUND_TOP4, "cut": "TOP4"},
    ),
    "elimination_rounds_pair_T_CUT_2": Cell(
        "post",
        "tournaments/{t}/elimination/pair/",
        organizer_only(),
        {},
        _cut_made,
        world={**ONE_ROUND_TOP4, "cut": "TOP4"},
    ),
    "tournaments_complete": Cell(
        "post", "tournaments/{t}/complete/", organizer_only(), {}, _round_played, ONE_ROUND_TOP4
    ),
    # --- Issue 7: reports from the table, disputes and rulings, match logs. ---
    "results_report_T_ROLE_2": Cell(
        "post",
        "tournaments/{t}/matches/r1-t1/report/",
        {A: 401, OU: 404, P: 200, OP: 404, J: 404, O: 404},
        {"result": "a_win", "end_reason": "power"},
        _pair_apart,
    ),
    "results_confirm": Cell(
        "post",
        "tournaments/{t}/matches/r1-t1/confirm/",
        {A: 401, OU: 404, P: 200, OP: 404, J: 404, O: 404},
        {},
        _they_reported,
    ),
    "rounds_start_T_TIME_1": Cell("post", "tournaments/{t}/rounds/start/", organizer_only(), {}),
    "disputes_open": Cell(
        "post",
        "tournaments/{t}/matches/r1-t1/dispute/",
        {A: 401, OU: 404, P: 200, OP: 404, J: 200, O: 200},
        {"reason": "we disagree"},
        _pair_apart,
        private=True,
    ),
    "disputes_list": Cell(
        "get", "tournaments/{t}/disputes/", {**organizer_only(), J: 200}, setup=_disputed
    ),
    "disputes_take": Cell(
        "post",
        "tournaments/{t}/disputes/d1/take/",
        # The organizer sees the queue: refused for the role (issue 42), not "no such dispute".
        {A: 401, OU: 404, P: 404, OP: 404, J: 200, O: 403},
        {},
        _disputed,
        private=True,
    ),
    "disputes_rule_T_ROLE_3": Cell(
        "post",
        "tournaments/{t}/disputes/d1/rule/",
        {A: 401, OU: 404, P: 404, OP: 404, J: 200, O: 403},
        {"decision": "uphold", "reason": "the slip stands", "result": "a_win"},
        _taken,
        private=True,
    ),
    "disputes_review_request_T_ROLE_1": Cell(
        "post",
        "tournaments/{t}/disputes/d1/review/",
        {A: 401, OU: 404, P: 200, OP: 404, J: 404, O: 404},
        {},
        _ruled,
    ),
    "matchlogs_upload": Cell(
        "put",
        "tournaments/{t}/matches/r1-t1/log/",
        {A: 401, OU: 404, P: 200, OP: 404, J: 200, O: 200},
        {"log": "LOG"},
        _pair_apart,
        private=True,
    ),
    "matchlogs_retrieve": Cell(
        "get",
        "tournaments/{t}/matches/r1-t1/log/",
        {A: 401, OU: 404, P: 200, OP: 404, J: 200, O: 200},
        setup=_logged,
        private=True,
    ),
    "matchlogs_append": Cell(
        "post",
        "tournaments/{t}/matches/r1-t1/log/events/",
        {A: 401, OU: 404, P: 200, OP: 404, J: 200, O: 200},
        "LOG_NEXT",
        lambda w: _logged(w, 10),
        private=True,
    ),
    "public_games": Cell("get", "public/games/", everyone(200, anonymous=200)),
    "public_tournaments": Cell("get", "public/tournaments/", everyone(200, anonymous=200)),
    "public_tournament": Cell("get", "public/tournaments/{t}/", everyone(200, anonymous=200)),
    "public_pairings": Cell(
        "get", "public/tournaments/{t}/pairings/", everyone(200, anonymous=200)
    ),
    "public_standings": Cell(
        "get", "public/tournaments/{t}/standings/", everyone(200, anonymous=200)
    ),
    # --- Issue 11: melee tables. ---
    "melee_tables_list": Cell("get", "tournaments/{t}/tables/", everyone(200), world=MELEE),
    "melee_tables_retrieve": Cell(
        "get", "tournaments/{t}/tables/r1-t1/", everyone(200), world=MELEE
    ),
    "melee_places_report_T_MELEE_1": Cell(
        "post",
        "tournaments/{t}/tables/r1-t1/report/",
        {A: 401, OU: 404, P: 200, OP: 200, J: 404, O: 404},
        {"places": PLACES},
        world=MELEE,
    ),
    "melee_places_confirm": Cell(
        "post",
        "tournaments/{t}/tables/r1-t1/confirm/",
        {A: 401, OU: 404, P: 200, OP: 400, J: 404, O: 404},  # OP reported: nothing to confirm
        {},
        _melee_reported,
        world=MELEE,
    ),
    "melee_places_record": Cell(
        "post",
        "tournaments/{t}/tables/r1-t1/places/",
        organizer_only(),
        {"places": PLACES},
        world=MELEE,
    ),
    "melee_places_correct_T_OPEN_5": Cell(
        "post",
        "tournaments/{t}/tables/r1-t1/correction/",
        organizer_only(),
        {"places": {"p1": 4, "p2": 3, "p3": 2, "p4": 1}, "reason": "slip read upside down"},
        _melee_recorded,
        world=MELEE,
    ),
    "public_melee_tables": Cell(
        "get", "public/tournaments/{t}/tables/", everyone(200, anonymous=200), world=MELEE
    ),
    # --- Issue 12: the live tracker ([T-ROLE-2]: its players and the officials). ---
    "tracker_start": Cell(
        "post", "tournaments/{t}/matches/r1-t1/tracker/", SEATED, {}, _pair_together
    ),
    "tracker_retrieve": Cell(
        "get", "tournaments/{t}/matches/r1-t1/tracker/", SEATED, setup=_tracking
    ),
    "tracker_enter": Cell(
        "post",
        "tournaments/{t}/matches/r1-t1/tracker/entries/",
        {**SEATED, P: 201, OP: 201, J: 201, O: 201},
        {"expected_version": 0, "option": 0},
        _tracking,
    ),
    "tracker_undo_LOG_UNDO_1": Cell(  # the other player's last entry is not theirs to undo
        "post",
        "tournaments/{t}/matches/r1-t1/tracker/undo/",
        {A: 401, OU: 404, P: 201, OP: 400, J: 403, O: 403},
        {"expected_version": 1},
        _tracked_one,
    ),
    "tracker_result_confirm_T_ROLE_2": Cell(
        "post",
        "tournaments/{t}/matches/r1-t1/tracker/result/confirm/",
        {A: 401, OU: 404, P: 200, OP: 200, J: 403, O: 403},
        {},
        _tracked_conceded,
    ),
    # --- Issue 23: webhooks, the organizer's alone ([T-ROLE-1]). ---
    "webhooks_list": Cell("get", "tournaments/{t}/webhooks/", organizer_only(), setup=_hooked),
    "webhooks_register": Cell(
        "post",
        "tournaments/{t}/webhooks/",
        organizer_only(201),
        {"url": PUBLIC_HOOK_URL, "events": ["result_recorded"]},
    ),
    "webhook_retrieve": Cell(
        "get", "tournaments/{t}/webhooks/w1/", organizer_only(), setup=_hooked
    ),
    "webhook_remove": Cell(
        "delete", "tournaments/{t}/webhooks/w1/", organizer_only(204), setup=_hooked
    ),
}


def _world(cell: Cell) -> World:
    from engine.tournament.structures import TopCut

    options = dict(cell.world)
    if options.pop("cut", None) == "TOP4":
        options["cut_rule"] = TopCut(4)
    world = build_world(**options)
    if cell.setup:
        cell.setup(world)
    return world


def _body(cell: Cell, world: World) -> Any:
    if cell.body == "LOG_NEXT":  # LogStarted and 10 events are in the stream
        return {"events": golden()["events"][10:11], "expected_version": 11}
    if not isinstance(cell.body, dict):
        return cell.body
    body = dict(cell.body)
    if body.get("user") == "other_user":
        body["user"] = world.users["other_user"].pk
    if body.get("content") == "DECK":
        body["content"] = legal_deck_text(3)
    if body.get("log") == "LOG":
        body["log"] = golden()
    if body.get("pairs") == "PAIRS":
        body["pairs"] = _pairs(world)
    return body


def _call(world: World, role: str, cell: Cell, player_id: str) -> Any:
    client = world.client(role)
    url = world.url(cell.path, p=player_id)
    if player_id == MISSING:  # the missing twin of a private object: no such player or match
        url = url.replace("r1-t1", "r9-t9").replace("/d1/", "/d99/")
    return getattr(client, cell.method)(url, _body(cell, world), format="json")


@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize("name", list(CELLS))
def test_access(name: str, role: str) -> None:
    cell = CELLS[name]
    world = _world(cell)
    world.client(role)  # its token exists before the snapshot
    before = state()
    response = _call(world, role, cell, world.player_id)
    expected = cell.expected[role]
    assert response.status_code == expected, (name, role, response.json())
    if response.status_code >= 400:
        assert state() == before, f"{name} refused for {role} but changed something"
        assert {"code", "message"} <= set(response.json())
    elif cell.method != "get":
        assert state() != before, f"{name} allowed for {role} but recorded nothing"
    if cell.private and expected == 404:
        missing = _call(world, role, cell, MISSING)
        assert (missing.status_code, missing.json()) == (404, response.json())
        assert state() == before


def test_every_api_route_is_in_the_matrix() -> None:
    """A new endpoint cannot skip the access matrix."""
    from django.urls import get_resolver

    from tournaments.api import urls

    routes = {str(p.pattern) for p in urls.urlpatterns if p.name != "not-found"}
    covered = {
        c.path.replace("{t}", "<int:tournament_id>").replace("{p}", "<slug:player_id>")
        for c in CELLS.values()
    }
    covered = {c.replace("r1-t1", "<slug:key>").replace("d1", "<slug:dispute_id>") for c in covered}
    covered = {c.replace("/w1/", "/<slug:hook>/") for c in covered}
    assert get_resolver() is not None
    assert routes - covered == {"auth/token/"}  # tested in test_auth.py
