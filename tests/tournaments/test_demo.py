"""The demo data of ``make run``: an event in progress with something for every role, a melee
event seated into tables, and the demo player's game live on the tracker."""

from __future__ import annotations

from io import StringIO

import pytest
from django.contrib.auth import authenticate, get_user_model
from django.core.management import call_command
from django.db.models import Q
from django.urls import reverse

from engine.game.data.cards import SAMPLE_CARD_DATA
from tournaments.eventstore import read
from tournaments.models import Dispute, Match, MatchLog, MeleeTable, StaffRole, Standing, Tournament
from tournaments.services import melee, tracker
from tournaments.services.demo import DEMO_EVENT, DEMO_LOGINS, DEMO_MELEE, TRACKED_UNTIL

pytestmark = pytest.mark.django_db


@pytest.fixture
def demo(django_capture_on_commit_callbacks):  # type: ignore[no-untyped-def]
    with django_capture_on_commit_callbacks(execute=True):
        call_command("load_demo")
    return get_user_model().objects.get(username="player")


def player_match(player) -> Match:  # type: ignore[no-untyped-def]
    tournament = Tournament.objects.get(name=DEMO_EVENT)
    return Match.objects.get(
        Q(player_a__user=player) | Q(player_b__user=player),
        tournament=tournament,
        round__number=tournament.current_round,
    )


def test_load_demo_builds_a_live_event_once(demo, django_capture_on_commit_callbacks):
    versions = {t.name: len(read(t.stream_id)) for t in Tournament.objects.all()}
    with django_capture_on_commit_callbacks(execute=True):
        call_command("load_demo")  # idempotent: nothing added, nothing duplicated
    assert {t.name: len(read(t.stream_id)) for t in Tournament.objects.all()} == versions
    assert sorted(versions) == sorted([DEMO_EVENT, DEMO_MELEE])
    tournament = Tournament.objects.get(name=DEMO_EVENT)
    assert (tournament.status, tournament.current_round) == ("swiss", 4)
    assert tournament.registrations.count() == 24
    assert all(tournament.registrations.values_list("deck_legal", flat=True))
    assert tournament.rounds.filter(closed=True).count() == 3
    live = tournament.rounds.get(number=4)
    assert live.started_at is not None and not live.closed
    assert Match.objects.filter(round=live, result=None).exists()  # tables still playing
    assert sorted(
        MatchLog.objects.filter(match__round__number=3).values_list("status", flat=True)
    ) == ["invalid", "valid", "valid", "valid"]
    dispute = Dispute.objects.get()
    assert dispute.match.log.status == "invalid" and "at event" in dispute.reason
    assert StaffRole.objects.filter(user__username="judge", role="judge").exists()
    assert tournament.registrations.filter(user__username="player").exists()
    for login in DEMO_LOGINS:
        assert authenticate(username=login.username, password=login.password) is not None


def test_T_MELEE_1_the_demo_melee_seats_the_player_and_shows_standings(demo):
    tournament = Tournament.objects.get(name=DEMO_MELEE)
    assert tournament.settings["format"] == "melee" and tournament.current_round == 1
    tables = list(melee.table_list(tournament))
    assert sorted(t.seats.count() for t in tables) == [3, 4, 4]
    assert sum(t.seats.count() for t in tables) == tournament.registrations.count()
    mine = melee.my_table(tournament, demo)
    assert mine is not None and mine.places is None  # the player reports it
    recorded = [t for t in tables if t.places is not None]
    assert recorded and all(t.key != mine.key for t in recorded)
    assert MeleeTable.objects.filter(tournament=tournament, places__isnull=True).count() == 1
    points = sorted(Standing.objects.filter(tournament=tournament).values_list("points", flat=True))
    assert sum(points) > 0  # the recorded places count in the standings


def test_the_demo_players_game_is_live_on_the_tracker_mid_game(demo, client):
    match = player_match(demo)
    assert match.result is None
    ts = tracker.tracker_state(match.tournament, match.key, user=demo)
    assert ts.my_seat in ("A", "B") and not ts.over
    assert ts.decision is not None and ts.decision.kind == TRACKED_UNTIL
    assert all(p.in_play for p in ts.state.players)  # boards set up and marshaled
    client.force_login(demo)
    page = client.get(
        reverse(
            "web:tracker", kwargs={"tournament_id": match.tournament_id, "match_key": match.key}
        )
    )
    html = page.content.decode()
    assert page.status_code == 200 and 'id="tracker"' in html
    assert ts.decision.rule in html and 'class="in-play' in html
    assert f"you are <strong>{ts.my_seat}: " in html


def test_the_demo_dispute_log_and_result_tell_the_same_story(demo):
    """Issue 22: the disputed log breaks [R-COST-1] once, at event 17, where its dispute
    says; past it, the replay shows what the result says: seat A reached 15 power."""
    from tournaments.selectors.matchlogs import matchlog_timeline_get

    dispute = Dispute.objects.get()
    match = dispute.match
    assert "[R-COST-1] at event 17" in dispute.reason
    assert (match.result, match.end_reason) == ("a_win", "power")
    timeline = matchlog_timeline_get(match.tournament, match.key)
    assert [e["seq"] for e in timeline["errors"]] == [17]
    assert timeline["errors"][0]["cards"] == ["Riverboat Ferryman"]
    assert timeline["power_by_round"]["A"][-1] == (2, 15)


def test_demo_logins_names_the_card_data_and_warns_on_the_sample_set(card_data_at):
    card_data_at(SAMPLE_CARD_DATA)
    out = StringIO()
    call_command("demo_logins", stdout=out)
    last = out.getvalue().splitlines()[-1]
    assert "SAMPLE SET" in last and str(SAMPLE_CARD_DATA) in last and "52 cards" in last
