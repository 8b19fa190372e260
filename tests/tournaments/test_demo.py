"""The demo data of ``make run``: an event in progress with something for every role."""

from __future__ import annotations

import pytest
from django.contrib.auth import authenticate
from django.core.management import call_command

from tournaments.models import Dispute, Match, MatchLog, StaffRole, Tournament
from tournaments.services.demo import DEMO_LOGINS

pytestmark = pytest.mark.django_db


def test_load_demo_builds_a_live_event_once(django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        call_command("load_demo")
    call_command("load_demo")  # idempotent
    tournament = Tournament.objects.get()
    assert (tournament.status, tournament.current_round) == ("swiss", 4)
    assert tournament.registrations.count() == 24
    assert all(tournament.registrations.values_list("deck_legal", flat=True))
    assert tournament.rounds.filter(closed=True).count() == 3
    live = tournament.rounds.get(number=4)
    assert live.started_at is not None and not live.closed
    assert Match.objects.filter(round=live, result=None).exists()  # tables still playing
    assert sorted(MatchLog.objects.values_list("status", flat=True)) == [
        "invalid",
        "valid",
        "valid",
        "valid",
    ]
    dispute = Dispute.objects.get()
    assert dispute.match.log.status == "invalid" and "at event" in dispute.reason
    assert StaffRole.objects.filter(user__username="judge", role="judge").exists()
    assert tournament.registrations.filter(user__username="player").exists()
    for login in DEMO_LOGINS:
        assert authenticate(username=login.username, password=login.password) is not None
