"""Fixtures of the web page tests: an event in round 1 with an organizer, a judge, a
player with a login and a stranger; and a snapshot of everything a refused action must
leave as it was."""

from __future__ import annotations

from typing import Any

import pytest

from tests.tournaments.eventstore_helpers import snapshot
from tests.tournaments.factories import legal_deck_text, user
from tournaments.models import Match, Registration, Round, StaffRole, Standing, Tournament
from tournaments.services import tournaments as svc


class Event:
    """The cast of an event: ``t`` and its people."""

    def __init__(self, players: int = 6, *, paired: bool = True) -> None:
        self.organizer = user("org")
        self.judge = user("judge")
        self.player = user("pia")
        self.opponent_user = user("otto")
        self.stranger = user("stranger")
        self.t = svc.tournament_create(organizer=self.organizer, name="Web Open", seed="w")
        svc.staff_assign(self.t, self.judge, "judge", actor=str(self.organizer.pk))
        svc.player_register(self.t, name="Pia", user=self.player)
        svc.deck_submit(self.t, "p1", legal_deck_text(0))
        for index in range(2, players + 1):
            svc.player_register(self.t, name=f"Player {index}")
        if paired:
            svc.round_pair(self.t)
        self.t.refresh_from_db()

    def pia_match(self) -> Match:
        pia = Registration.objects.get(tournament=self.t, player_id="p1")
        return (
            Match.objects.get(tournament=self.t, round__number=self.t.current_round, player_a=pia)
            if Match.objects.filter(tournament=self.t, player_a=pia).exists()
            else Match.objects.get(tournament=self.t, player_b=pia)
        )


@pytest.fixture
def event(db: Any) -> Event:
    return Event()


def everything() -> tuple[Any, ...]:
    """The event store and every projection: equal before and after a refused action."""
    return (
        snapshot(),
        list(Tournament.objects.values_list("id", "status", "current_round", "version", "name")),
        list(Registration.objects.values_list("player_id", "name", "status", "deck_legal", "deck")),
        list(Round.objects.values_list("stage", "number", "closed", "stale", "started_at")),
        list(Match.objects.values_list("key", "player_a", "player_b", "result", "reports")),
        list(Standing.objects.values_list("registration", "rank", "points")),
        list(StaffRole.objects.values_list("user", "role")),
    )
