"""Players report from the table, opponents confirm, disagreements reach the judges, and
rulings flow into standings ([T-ROLE-1..3]); every refusal leaves the data as it was."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from tournaments import eventstore, projections
from tournaments.errors import DomainError, NotFound
from tournaments.models import Dispute, Match, Registration, Round
from tournaments.services import disputes, results
from tournaments.services import tournaments as svc
from tournaments.services.verification import standings_differences

from .eventstore_helpers import snapshot
from .factories import user

pytestmark = pytest.mark.django_db


@pytest.fixture
def event(django_capture_on_commit_callbacks):
    """Four players with logins, round 1 paired; a judge and a marshal on staff."""
    tournament = svc.tournament_create(organizer=user("org"), name="Cup", seed="r")
    for index in range(1, 5):
        svc.player_register(tournament, name=f"Player {index}", user=user(f"u{index}"))
    svc.staff_assign(tournament, user("judge"), "judge")
    svc.staff_assign(tournament, user("marshal"), "marshal")
    svc.round_pair(tournament)
    return tournament


def players_of(tournament, key):
    match = Match.objects.get(tournament=tournament, key=key)
    return match.player_a.user, match.player_b.user


def test_report_then_confirm_records_the_result(event):
    a, b = players_of(event, "r1-t1")
    results.result_report(event, "r1-t1", user=a, result="a_win", end_reason="power", power=[15, 7])
    match = Match.objects.get(tournament=event, key="r1-t1")
    assert match.result is None and match.first_report_at is not None
    results.result_confirm(event, "r1-t1", user=b)
    match.refresh_from_db()
    assert match.result == "a_win" and match.end_reason == "power"
    assert set(match.reports) == {match.player_a.player_id, match.player_b.player_id}


def test_double_tap_records_one_report(event):
    a, _ = players_of(event, "r1-t1")
    for _ in range(3):
        results.result_report(event, "r1-t1", user=a, result="a_win", idempotency_key="tap-1")
    types = [e.type for e in eventstore.read(event.stream_id)]
    assert types.count("ResultReported") == 1


def test_an_identical_report_without_a_key_records_nothing_new(event):
    """Issue 24, item 9: 20 identical reports used to store 20 events."""
    a, _ = players_of(event, "r1-t1")
    for _ in range(5):
        results.result_report(event, "r1-t1", user=a, result="a_win", end_reason="power")
    types = [e.type for e in eventstore.read(event.stream_id)]
    assert types.count("ResultReported") == 1
    results.result_report(event, "r1-t1", user=a, result="a_win", end_reason="concession")
    types = [e.type for e in eventstore.read(event.stream_id)]
    assert types.count("ResultReported") == 2  # a changed report is a new event


def test_a_player_cannot_report_a_match_they_do_not_play(event):
    a, _ = players_of(event, "r1-t1")
    before = snapshot()
    with pytest.raises(NotFound):
        results.result_report(event, "r1-t2", user=a, result="a_win")
    with pytest.raises(NotFound):
        results.result_report(event, "r1-t1", user=user("stranger"), result="a_win")
    assert snapshot() == before


def test_disagreement_goes_to_the_queue_and_a_judge_overturn_changes_standings(
    event, django_capture_on_commit_callbacks
):
    a, b = players_of(event, "r1-t1")
    results.result_report(event, "r1-t1", user=a, result="a_win", end_reason="power")
    results.result_report(event, "r1-t1", user=b, result="b_win", end_reason="power")
    dispute = Dispute.objects.get(tournament=event)
    assert (dispute.match.key, dispute.status) == ("r1-t1", "open")
    assert "disagree" in dispute.reason
    judge = user("judge")
    disputes.dispute_take(event, dispute.dispute_id, user=judge)
    with django_capture_on_commit_callbacks(execute=True):
        disputes.dispute_rule(
            event,
            dispute.dispute_id,
            user=judge,
            decision="overturn",
            result="b_win",
            reason="the opponent conceded at 12 power",
        )
    dispute.refresh_from_db()
    assert dispute.status == "ruled" and dispute.rulings[0]["decision"] == "overturn"
    assert Match.objects.get(tournament=event, key="r1-t1").result == "b_win"
    assert standings_differences(event.pk) == []
    loser = Match.objects.get(tournament=event, key="r1-t1").player_a
    assert event.standings.get(registration=loser).points == 0


def test_only_judges_and_marshals_rule_and_a_player_gets_not_found(event):
    a, _ = players_of(event, "r1-t1")
    disputes.dispute_open(event, "r1-t1", reason="slip lost", actor="org")
    dispute = Dispute.objects.get(tournament=event)
    before = snapshot()
    for outsider in (a, user("org-helper")):
        with pytest.raises(NotFound):
            disputes.dispute_rule(
                event,
                dispute.dispute_id,
                user=outsider,
                decision="uphold",
                result="a_win",
                reason="x",
            )
    assert snapshot() == before


def test_review_by_a_marshal_is_final(event):
    _, b = players_of(event, "r1-t1")
    svc.result_record(event, "r1-t1", "a_win")
    disputes.dispute_open(event, "r1-t1", reason="log says B won", actor="verifier")
    dispute_id = Dispute.objects.get(tournament=event).dispute_id
    disputes.dispute_rule(
        event, dispute_id, user=user("judge"), decision="uphold", reason="slip signed by both"
    )
    disputes.ruling_review_request(event, dispute_id, user=b)
    assert Dispute.objects.get(tournament=event).status == "review_requested"
    disputes.dispute_rule(
        event,
        dispute_id,
        user=user("marshal"),
        decision="overturn",
        result="b_win",
        reason="the log is conclusive",
    )
    dispute = Dispute.objects.get(tournament=event)
    assert dispute.status == "final" and len(dispute.rulings) == 2
    assert Match.objects.get(tournament=event, key="r1-t1").result == "b_win"
    before = snapshot()
    with pytest.raises(DomainError) as caught:
        disputes.dispute_rule(
            event, dispute_id, user=user("marshal"), decision="uphold", reason="again"
        )
    assert caught.value.rule == "T-ROLE-1"
    assert snapshot() == before


def test_unconfirmed_reports_are_swept_into_the_queue_once(event, settings):
    a, _ = players_of(event, "r1-t1")
    results.result_report(event, "r1-t1", user=a, result="a_win")
    assert results.reports_overdue_sweep() == 0  # not overdue yet
    later = timezone.now() + timedelta(minutes=settings.AGOT_REPORT_CONFIRM_MINUTES + 1)
    assert results.reports_overdue_sweep(now=later) == 1
    assert results.reports_overdue_sweep(now=later) == 0
    assert "did not confirm" in Dispute.objects.get(tournament=event).reason


def test_round_clock_is_projected_T_TIME_1(event):
    results.round_start(event, actor="org")
    round_ = Round.objects.get(tournament=event, number=1)
    assert round_.minutes == 55 and round_.started_at is not None
    before = snapshot()
    with pytest.raises(DomainError) as caught:
        results.round_start(event, actor="org")
    assert caught.value.rule == "T-TIME-1" and snapshot() == before


def test_rebuild_reproduces_reports_and_disputes(event):
    a, b = players_of(event, "r1-t1")
    results.result_report(event, "r1-t1", user=a, result="a_win")
    results.result_report(event, "r1-t1", user=b, result="b_win")

    def rows():
        return (
            list(Dispute.objects.values_list("dispute_id", "match__key", "status", "reason")),
            list(Match.objects.order_by("key").values_list("key", "reports", "result")),
            list(Registration.objects.order_by("player_id").values_list("player_id", "user")),
        )

    before = rows()
    projections.rebuild(event.pk)
    assert rows() == before
