"""Demo data for the embedded default (``make run``): an event in progress and a login for
each role. Idempotent: running it again changes nothing that exists.

The event: 24 players, basic structure (4 Swiss rounds and a top 4, [T-STRUCT-1]); rounds
1-3 played and closed, round 4 paired with its clock running and some results in; verified
match logs for some games, and one log with an illegal event waiting in the dispute queue.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.contrib.auth import get_user_model
from django.db import transaction

from engine.game.decks import deck_to_json
from tournaments.models import Tournament
from tournaments.services import matchlogs, results
from tournaments.services import tournaments as svc
from tournaments.services.simulation import legal_decks, player_name

DEMO_EVENT = "Demo Store Championship"
GOLDEN_LOGS = Path(__file__).resolve().parents[2] / "tests" / "engine" / "golden" / "handwritten"


@dataclass(frozen=True)
class DemoLogin:
    username: str
    password: str
    role: str


DEMO_LOGINS = (
    DemoLogin("organizer", "organizer-demo", "organizer of the demo event (and site admin)"),
    DemoLogin("judge", "judge-demo", "judge of the demo event"),
    DemoLogin("player", "player-demo", "a registered player of the demo event"),
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
    """The demo event, created once."""
    users = demo_users_ensure()
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
        user = users["player"] if index == 7 else None
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
    return tournament


def _results(tournament: Tournament, rng: random.Random, actor: str, *, every: bool) -> None:
    pending = tournament.matches.filter(result=None, round__number=tournament.rounds.count())
    for match in pending.order_by("table"):
        if not every and rng.random() < 0.5:
            continue  # still playing: "which tables have not reported"
        result = rng.choice(["a_win", "a_win", "b_win", "a_modified_win"])
        reason = "time" if "modified" in result else rng.choice(["power", "decked", "concession"])
        svc.result_record(tournament, match.key, result, end_reason=reason, actor=actor)


def _logs(tournament: Tournament, organizer: Any) -> None:
    """Match logs for round 3: valid ones where seat A won, and one with an illegal event."""
    valid = json.loads((GOLDEN_LOGS / "win-power-renown.json").read_text())
    logged = list(tournament.matches.filter(round__number=3, table__lte=4).order_by("table"))
    for match in logged[:3]:
        matchlogs.matchlog_upload(tournament, match.key, valid, user=organizer)
    illegal = {**valid, "events": [e for e in valid["events"] if e["seq"] != 2]}
    for number, event in enumerate(illegal["events"], 1):
        event["seq"] = number
    matchlogs.matchlog_upload(tournament, logged[3].key, illegal, user=organizer)
