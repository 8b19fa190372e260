"""A dispute closes when its match is settled without a ruling (issue 42 item 2): the
organizer records the result ([T-ROLE-1]) or the players' reports come to agree
([T-ROLE-2]); a ``DisputeSettled`` event says who and how."""

from __future__ import annotations

import pytest

from tournaments import eventstore, projections
from tournaments.errors import DomainError
from tournaments.models import Dispute, Match
from tournaments.services import disputes, reconciliation, results
from tournaments.services import tournaments as svc

from .eventstore_helpers import snapshot
from .factories import user

pytestmark = pytest.mark.django_db


@pytest.fixture
def disputed():
    """Round 1 of four players; both players of r1-t1 say A won, by different ends."""
    event = svc.tournament_create(organizer=user("org"), name="Cup", seed="r")
    for index in range(1, 5):
        svc.player_register(event, name=f"Player {index}", user=user(f"u{index}"))
    svc.staff_assign(event, user("judge"), "judge")
    svc.round_pair(event)
    match = Match.objects.get(tournament=event, key="r1-t1")
    a, b = match.player_a.user, match.player_b.user
    results.result_report(event, "r1-t1", user=a, result="a_win", end_reason="power")
    results.result_report(event, "r1-t1", user=b, result="a_win", end_reason="concession")
    assert Dispute.objects.get(tournament=event).status == "open"
    return event, a, b


def settled_events(event):
    return [e.payload for e in eventstore.read(event.stream_id) if e.type == "DisputeSettled"]


def test_T_ROLE_1_the_organizers_result_settles_the_dispute(disputed):
    event, _, _ = disputed
    organizer = str(user("org").pk)
    reconciliation.result_record(event, "r1-t1", "a_win", by=organizer, actor=organizer)
    assert settled_events(event) == [
        {"dispute": "d1", "match": "r1-t1", "by": organizer, "how": "organizer"}
    ]
    dispute = Dispute.objects.get(tournament=event)
    assert dispute.status == "settled"
    assert dispute.settled == {"by": organizer, "how": "organizer"}
    svc.result_record(event, "r1-t2", "b_win")
    svc.round_close(event)
    assert Dispute.objects.get(tournament=event).status == "settled"


def test_T_ROLE_2_reports_that_come_to_agree_settle_the_dispute(disputed):
    event, _, b = disputed
    results.result_report(event, "r1-t1", user=b, result="a_win", end_reason="power")
    match = Match.objects.get(tournament=event, key="r1-t1")
    assert (match.result, match.end_reason) == ("a_win", "power")
    player_b = match.player_b.player_id
    assert settled_events(event) == [
        {"dispute": "d1", "match": "r1-t1", "by": player_b, "how": "reports"}
    ]
    assert Dispute.objects.get(tournament=event).status == "settled"


def test_T_ROLE_2_a_report_that_still_disagrees_opens_no_second_dispute(disputed):
    event, a, _ = disputed
    results.result_report(event, "r1-t1", user=a, result="b_win", end_reason="power")
    assert Dispute.objects.filter(tournament=event).count() == 1
    assert settled_events(event) == []


def test_T_ROLE_1_once_a_judge_has_taken_it_players_cannot_report(disputed):
    event, _, b = disputed
    disputes.dispute_take(event, "d1", user=user("judge"))
    before = snapshot()
    with pytest.raises(DomainError) as caught:
        results.result_report(event, "r1-t1", user=b, result="a_win", end_reason="power")
    assert caught.value.rule == "T-ROLE-1" and snapshot() == before


def test_T_ROLE_1_a_correction_by_the_organizer_settles_a_dispute_on_the_log():
    event = svc.tournament_create(organizer=user("org"), name="Cup", seed="r")
    for index in range(1, 5):
        svc.player_register(event, name=f"Player {index}")
    svc.round_pair(event)
    svc.result_record(event, "r1-t1", "a_win")
    disputes.dispute_open(event, "r1-t1", reason="the log says B won", actor="verifier")
    svc.result_correct(event, "r1-t1", "b_win", reason="the log", by="org")
    assert [p["how"] for p in settled_events(event)] == ["organizer"]


def test_rebuild_reproduces_a_settled_dispute(disputed):
    event, _, _ = disputed
    svc.result_record(event, "r1-t1", "a_win", by="org")

    def rows():
        return list(Dispute.objects.values_list("dispute_id", "status", "settled"))

    before = rows()
    projections.rebuild(event.pk)
    assert rows() == before == [("d1", "settled", {"by": "org", "how": "organizer"})]
