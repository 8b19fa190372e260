"""A tournament with every role, API clients for each, and a way to check that a refused
request changed nothing (event store and projections)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from django.core.cache import cache
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from tests.tournaments.eventstore_helpers import snapshot
from tests.tournaments.factories import legal_deck_text, user
from tournaments.models import (
    Dispute,
    Match,
    MatchLog,
    Registration,
    Round,
    StaffRole,
    Standing,
    Tournament,
    Webhook,
)
from tournaments.services import tournaments as svc

ROLES = ("anonymous", "other_user", "player", "other_player", "judge", "organizer")


@dataclass
class World:
    tournament: Tournament
    users: dict[str, Any]
    player_id: str  # the "player" role's registration
    other_player_id: str

    def client(self, role: str) -> APIClient:
        client = APIClient()
        if role != "anonymous":
            token, _ = Token.objects.get_or_create(user=self.users[role])
            client.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
        return client

    def url(self, template: str, **more: Any) -> str:
        return "/api/v1/" + template.format(t=self.tournament.pk, **more)


def build_world(players: int = 4, *, paired: bool = False, **options: Any) -> World:
    """A tournament run by "organizer", with a judge, two players with accounts and legal
    decks, and ``players - 2`` more without accounts."""
    users = {name: user(name) for name in ROLES if name != "anonymous"}
    tournament = svc.tournament_create(
        organizer=users["organizer"], name="API Open", seed="api", **options
    )
    svc.staff_assign(tournament, users["judge"], "judge", actor=str(users["organizer"].pk))
    mine = svc.player_register(tournament, name="Player", user=users["player"])
    theirs = svc.player_register(tournament, name="Other", user=users["other_player"])
    for index in range(players - 2):
        svc.player_register(tournament, name=f"Entrant {index + 1}")
    for index, player_id in enumerate((mine, theirs)):  # the others play without a list
        svc.deck_submit(tournament, player_id, legal_deck_text(index))
    if paired:
        svc.round_pair(tournament)
    tournament.refresh_from_db()
    return World(tournament, users, mine, theirs)


def state() -> Any:
    """Everything a request could change: the event store and every projection."""
    return (
        snapshot(),
        list(Tournament.objects.order_by("id").values()),
        list(StaffRole.objects.order_by("id").values()),
        list(Registration.objects.order_by("id").values()),
        list(Round.objects.order_by("id").values()),
        list(Match.objects.order_by("id").values()),
        list(Standing.objects.order_by("id").values()),
        list(Dispute.objects.order_by("id").values()),
        list(MatchLog.objects.order_by("id").values()),
        list(Token.objects.order_by("key").values_list("key", "user_id")),
        list(Webhook.objects.order_by("id").values()),
    )


@pytest.fixture(autouse=True)
def _fresh_cache() -> None:
    cache.clear()  # throttle counters


@pytest.fixture
def world(db: Any) -> World:
    return build_world(paired=True)
