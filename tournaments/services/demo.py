"""Demo data for the embedded default (``make run``): two events in progress and a login for
each role. Idempotent: running it again changes nothing that exists (each event is made once,
by name). Everything is written through the services: the event store is the source of truth.

The joust event: 24 players, basic structure (4 Swiss rounds and a top 4, [T-STRUCT-1]);
rounds 1-3 played and closed, round 4 paired with its clock running and some results in;
verified match logs for some games, and one log with an illegal event waiting in the dispute
queue (the rest of that log agrees with its result). The demo player's round-4 game is in
progress with a live tracker log recorded up to the first challenges phase (boards set up
and marshaled, the next decision waiting).

The melee event ([T-MELEE-1]): 11 players seated at tables of 4, 4 and 3 in round 1; the
places of the tables the demo player does not sit at are recorded, so standings show, and
the demo player's table waits for its report.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.contrib.auth import get_user_model
from django.db import transaction

from engine.game.api import GameState, deck_to_json, flow, fork
from engine.game.simulate.players import RandomPlayer
from tournaments.models import Match, Tournament
from tournaments.selectors.tracker import TrackerState
from tournaments.services import matchlogs, melee, results
from tournaments.services import tournaments as svc
from tournaments.services.simulation import legal_decks, player_name
from tournaments.services.tracker_entries import tracker_event, tracker_start

DEMO_EVENT = "Demo Store Championship"
DEMO_MELEE = "Demo Melee Night"
MELEE_PLAYERS = 11  # tables of 4, 4 and 3: both table sizes of [T-MELEE-1]
DEMO_PLAYER_INDEX = 7  # the demo player's registration number in the joust event
MELEE_PLAYER_INDEX = 2  # ... and in the melee
# The live game is entered up to the first challenges phase: setup and marshaling are on
# the boards. A bound, so a change of the card data can never make the loader loop.
TRACKED_UNTIL = "declare_challenge"
TRACKED_MAX_ENTRIES = 120
GOLDEN_LOGS = Path(__file__).resolve().parents[2] / "tests" / "engine" / "golden" / "handwritten"


@dataclass(frozen=True)
class DemoLogin:
    username: str
    password: str
    role: str


DEMO_LOGINS = (
    DemoLogin("organizer", "organizer-demo", "organizer of the demo events (and site admin)"),
    DemoLogin("judge", "judge-demo", "judge of the demo events"),
    DemoLogin("player", "player-demo", "a player of both demo events, with a live game"),
)


def demo_users_ensure() -> dict[str, Any]:
    """Create the demo users that do not exist yet; return them by username."""
    users = {}
    model = get_user_model()
    for login in DEMO_LOGINS:
        user, created = model.objects.get_or_create(username=login.username)
        if created:
            user.set_password(login.password)
            user.is_staff = user.is_superuser = login.username == "organizer"
            user.save()
        users[login.username] = user
    return users


def demo_load() -> Tournament:
    """The demo events, each created once; returns the joust event."""
    users = demo_users_ensure()
    if not Tournament.objects.filter(name=DEMO_MELEE).exists():
        with transaction.atomic():
            _demo_melee(users, random.Random(2027))
    existing = Tournament.objects.filter(name=DEMO_EVENT).first()
    if existing is not None:
        return existing
    with transaction.atomic():
        return _demo_event(users, random.Random(2026))


def _demo_event(users: dict[str, Any], rng: random.Random) -> Tournament:
    organizer = users["organizer"]
    actor = str(organizer.pk)
    tournament = svc.tournament_create(
        organizer=organizer, name=DEMO_EVENT, seed="demo-2026", restricted_list=None
    )
    svc.staff_assign(tournament, users["judge"], "judge", actor=actor)
    decks = legal_decks()
    for index in range(1, 25):
        user = users["player"] if index == DEMO_PLAYER_INDEX else None
        name = "Demo Player" if user else player_name(rng, index)
        player = svc.player_register(tournament, name=name, user=user, actor=actor)
        svc.deck_submit(
            tournament, player, json.dumps(deck_to_json(decks[index % len(decks)])), actor=actor
        )
    for number in (1, 2, 3):
        svc.round_pair(tournament, actor=actor)
        if number == 3:  # the games whose logs the demo shows: seat A won them on power
            for match in tournament.matches.filter(round__number=3, table__lte=4):
                svc.result_record(tournament, match.key, "a_win", end_reason="power", actor=actor)
        _results(tournament, rng, actor, every=True)
        svc.round_close(tournament, actor=actor)
    svc.round_pair(tournament, actor=actor)
    results.round_start(tournament, actor=actor)
    _results(tournament, rng, actor, every=False)
    _logs(tournament, organizer)
    _live_game(tournament, users, rng)
    return tournament


def _results(tournament: Tournament, rng: random.Random, actor: str, *, every: bool) -> None:
    pending = tournament.matches.filter(result=None, round__number=tournament.rounds.count())
    for match in pending.order_by("table"):
        if not every and rng.random() < 0.5:
            continue  # still playing: "which tables have not reported"
        if not every and _plays(match, "player"):
            continue  # the demo player's game is live on the tracker (``_live_game``)
        result = rng.choice(["a_win", "a_win", "b_win", "a_modified_win"])
        reason = "time" if "modified" in result else rng.choice(["power", "decked", "concession"])
        svc.result_record(tournament, match.key, result, end_reason=reason, actor=actor)


def _logs(tournament: Tournament, organizer: Any) -> None:
    """Match logs for round 3, where seat A won on power: valid ones, and one that breaks a
    rule once (event 17) and otherwise tells the same story as its result (A reaches 15
    power in round 2), so the judge's viewer shows the game past the illegal event."""
    valid = json.loads((GOLDEN_LOGS / "win-power-renown.json").read_text())
    logged = list(tournament.matches.filter(round__number=3, table__lte=4).order_by("table"))
    for match in logged[:3]:
        matchlogs.matchlog_upload(tournament, match.key, valid, user=organizer)
    illegal = illegal_marshal_inserted(valid)
    matchlogs.matchlog_upload(tournament, logged[3].key, illegal, user=organizer)


# The illegal event of the demo's disputed log: A marshals Riverboat Ferryman (cost 1) for 0
# gold in round 1 ([R-COST-1]); the replay skips it and the rest of the game stays legal.
ILLEGAL_AT = 17
ILLEGAL_MARSHAL = {"type": "marshal", "seat": "A", "card": "A:99302#2", "cost": 0}


def illegal_marshal_inserted(log: dict[str, Any]) -> dict[str, Any]:
    """``log`` (the golden ``win-power-renown`` game) with ``ILLEGAL_MARSHAL`` inserted as
    event ``ILLEGAL_AT`` and the later events renumbered."""
    events = [dict(e) for e in log["events"]]
    events.insert(ILLEGAL_AT - 1, dict(ILLEGAL_MARSHAL))
    for number, event in enumerate(events, 1):
        event["seq"] = number
    return {**log, "events": events}


def _plays(match: Match, username: str) -> bool:
    return any(
        r is not None and r.user is not None and r.user.username == username
        for r in (match.player_a, match.player_b)
    )


# --- the demo player's live game -------------------------------------------------------------


def _live_game(tournament: Tournament, users: dict[str, Any], rng: random.Random) -> None:
    """Start the demo player's round-4 live log and enter a game up to its first challenges
    phase through the tracker service: the demo player enters their own choices, the
    organizer (an official) the opponent's, who has no account."""
    number = tournament.current_round
    match = next(
        m
        for m in tournament.matches.filter(round__number=number).select_related(
            "player_a__user", "player_b__user"
        )
        if _plays(m, "player")
    )
    player, organizer = users["player"], users["organizer"]
    player_seat = "A" if match.player_a.user == player else "B"  # seat A is player A
    ts = tracker_start(tournament, match.key, user=player)
    chooser = RandomPlayer(rng)
    for _ in range(TRACKED_MAX_ENTRIES):
        if ts.decision is None or ts.decision.kind == TRACKED_UNTIL:
            return
        event, entered_by = _next_entry(ts, chooser)
        user = player if entered_by in (None, player_seat) else organizer
        ts = tracker_event(
            tournament, match.key, user=user, event=event, expected_version=ts.log_version
        )


def _next_entry(ts: TrackerState, chooser: RandomPlayer) -> tuple[dict[str, Any], Any]:
    """A legal entry for the decision the game waits for, chosen as the simulator would, and
    the seat that enters it."""
    assert ts.decision is not None
    offers = [o for o in ts.offers if not o.choice.optional]
    state = _at_step(ts.state, ts.decision.step)
    event = chooser.choose(state, [o.choice for o in offers]) or offers[0].choice.event()
    offer = next(o for o in offers if o.choice.type == event["type"])
    return event, offer.entered_by


def _at_step(st: GameState, step: str) -> GameState:
    """A copy of ``st`` advanced to the decision's step: the simulator's choices read the
    step (which window it is) and the state there."""
    work = fork(st)
    for _ in range(200):
        if work.step == step:
            break
        flow.leave_step(work)
    return work


# --- the melee event ---------------------------------------------------------------------------


def _demo_melee(users: dict[str, Any], rng: random.Random) -> Tournament:
    """Round 1 seated; the places of the tables without the demo player recorded."""
    organizer = users["organizer"]
    actor = str(organizer.pk)
    tournament = melee.melee_event_create(
        organizer=organizer,
        name=DEMO_MELEE,
        seed="demo-melee-2026",
        preset="custom",
        swiss_rounds=3,
        restricted_list=None,
    )
    svc.staff_assign(tournament, users["judge"], "judge", actor=actor)
    for index in range(1, MELEE_PLAYERS + 1):
        user = users["player"] if index == MELEE_PLAYER_INDEX else None
        name = "Demo Player" if user else player_name(rng, 100 + index)
        svc.player_register(tournament, name=name, user=user, actor=actor)
    svc.round_pair(tournament, actor=actor)
    tournament.refresh_from_db()
    for table in melee.table_list(tournament):
        seats = [s.registration for s in table.seats.all()]
        if any(r.user_id == users["player"].pk for r in seats):
            continue  # the demo player reports their own table
        order = [r.player_id for r in seats]
        rng.shuffle(order)
        places = {player_id: place for place, player_id in enumerate(order, 1)}
        melee.places_record(tournament, table.key, places, end_reason="power", actor=actor)
    return tournament
