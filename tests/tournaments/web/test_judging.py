"""The judges' pages: disagreeing reports reach the queue; a judge takes the dispute and
rules; everyone else is refused and nothing changes ([T-ROLE-1], [T-ROLE-3])."""

from __future__ import annotations

from typing import Any

import pytest
from django.urls import reverse

from tournaments.models import Dispute, Match
from tournaments.services import results

from .conftest import Event, everything

pytestmark = pytest.mark.django_db


def url(name: str, event: Event, **kwargs: Any) -> str:
    return reverse(f"web:{name}", kwargs={"tournament_id": event.t.pk, **kwargs})


@pytest.fixture
def disputed(db: Any) -> tuple[Event, Dispute]:
    """Pia and Otto both say they won table 1."""
    from tournaments.services import tournaments as svc

    event = Event(paired=False)
    svc.player_register(event.t, name="Otto", user=event.opponent_user)  # p7
    svc.round_pair(event.t)
    svc.pairings_change(
        event.t,
        [("p1", "p7"), ("p2", "p3"), ("p4", "p5"), ("p6", None)],
        by="org",
        reason="test",
        confirmed_byes={"p6"},
    )
    results.result_report(event.t, "r1-t1", user=event.player, result="a_win", end_reason="power")
    results.result_report(
        event.t, "r1-t1", user=event.opponent_user, result="b_win", end_reason="power"
    )
    return event, Dispute.objects.get(tournament=event.t)


def test_a_judge_takes_a_dispute_and_overturns_it(client: Any, disputed: Any) -> None:
    event, dispute = disputed
    client.force_login(event.judge)
    queue = client.get(url("judging", event)).content.decode()
    assert dispute.dispute_id in queue and "reports disagree" in queue
    detail = client.get(url("dispute", event, dispute_id=dispute.dispute_id)).content.decode()
    assert "Pia (p1) reported: Pia won" in detail and "Otto (p7) reported: Otto won" in detail
    assert client.post(url("dispute_take", event, dispute_id=dispute.dispute_id)).status_code == 302
    response = client.post(
        url("dispute_rule", event, dispute_id=dispute.dispute_id),
        {"decision": "overturn", "result": "b_win", "player": "", "reason": "Otto had 15 power"},
    )
    assert response.status_code == 302
    assert Match.objects.get(tournament=event.t, key="r1-t1").result == "b_win"
    dispute.refresh_from_db()
    assert dispute.status != "open" and dispute.rulings


def test_a_ruling_without_a_reason_is_refused_beside_the_form(client: Any, disputed: Any) -> None:
    event, dispute = disputed
    client.force_login(event.judge)
    client.post(url("dispute_take", event, dispute_id=dispute.dispute_id))
    before = everything()
    response = client.post(
        url("dispute_rule", event, dispute_id=dispute.dispute_id),
        {"decision": "overturn", "result": "", "player": "", "reason": "   "},
    )
    assert response.status_code == 400
    assert everything() == before


@pytest.mark.parametrize("who", ["player", "stranger"])
def test_the_queue_is_invisible_to_players_and_strangers(
    client: Any, disputed: Any, who: str
) -> None:
    event, dispute = disputed
    client.force_login(getattr(event, who))
    before = everything()
    assert client.get(url("judging", event)).status_code == 404
    assert client.get(url("dispute", event, dispute_id=dispute.dispute_id)).status_code == 404
    assert client.post(url("dispute_take", event, dispute_id=dispute.dispute_id)).status_code == 404
    data = {"decision": "uphold", "result": "a_win", "reason": "x"}
    assert (
        client.post(url("dispute_rule", event, dispute_id=dispute.dispute_id), data).status_code
        == 404
    )
    assert everything() == before


def test_T_ROLE_1_the_organizer_without_a_judge_role_is_refused_for_the_role_403(
    client: Any, disputed: Any
) -> None:
    """Issue 42 item 3: "Take" answered 400 "there is no such dispute" on the page showing it."""
    event, dispute = disputed
    client.force_login(event.organizer)
    assert client.get(url("judging", event)).status_code == 200
    before = everything()
    response = client.post(url("dispute_take", event, dispute_id=dispute.dispute_id))
    page = response.content.decode()
    assert response.status_code == 403 and 'data-testid="dispute-refused"' in page
    assert "needs the judge or marshal role in this event" in page
    assert "no such dispute" not in page
    data = {"decision": "uphold", "result": "a_win", "player": "", "reason": "x"}
    response = client.post(url("dispute_rule", event, dispute_id=dispute.dispute_id), data)
    assert response.status_code == 403
    assert "needs the judge or marshal role" in response.content.decode()
    assert everything() == before


def test_T_ROLE_1_the_dispute_page_offers_the_organizer_no_judges_forms(
    client: Any, disputed: Any
) -> None:
    event, dispute = disputed
    client.force_login(event.organizer)
    page = client.get(url("dispute", event, dispute_id=dispute.dispute_id)).content.decode()
    assert "Take this dispute" not in page and "Record the ruling" not in page
    assert 'data-testid="not-a-judge"' in page and url("staff", event) in page
    client.force_login(event.judge)
    page = client.get(url("dispute", event, dispute_id=dispute.dispute_id)).content.decode()
    assert "Take this dispute" in page and "Record the ruling" in page
    assert 'data-testid="not-a-judge"' not in page


def test_T_ROLE_1_the_organizer_makes_themself_a_judge_and_takes_the_dispute(
    client: Any, disputed: Any
) -> None:
    event, dispute = disputed
    client.force_login(event.organizer)
    assert "Make me a judge" in client.get(url("staff", event)).content.decode()
    assert client.post(url("staff_judge_me", event)).status_code == 302
    assert event.t.staff.filter(user=event.organizer, role="judge").exists()
    assert "Make me a judge" not in client.get(url("staff", event)).content.decode()
    assert client.post(url("dispute_take", event, dispute_id=dispute.dispute_id)).status_code == 302
    dispute.refresh_from_db()
    assert (dispute.status, dispute.judge) == ("taken", event.organizer)


def test_T_ROLE_1_only_the_organizer_makes_themself_a_judge(client: Any, disputed: Any) -> None:
    event, _ = disputed
    before = everything()
    for who in (event.judge, event.player):
        client.force_login(who)
        assert client.post(url("staff_judge_me", event)).status_code == 404
    assert everything() == before


def test_a_player_asks_a_marshal_to_review_a_ruling(client: Any, disputed: Any) -> None:
    event, dispute = disputed
    client.force_login(event.judge)
    client.post(url("dispute_take", event, dispute_id=dispute.dispute_id))
    client.post(
        url("dispute_rule", event, dispute_id=dispute.dispute_id),
        {"decision": "overturn", "result": "b_win", "player": "", "reason": "seen by a judge"},
    )
    client.force_login(event.player)
    page = client.get(url("me", event)).content.decode()
    assert "A judge ruled <strong>overturn</strong>: seen by a judge" in page
    response = client.post(url("review_request", event, match_key="r1-t1"), HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    dispute.refresh_from_db()
    assert dispute.status == "review_requested"
    # A stranger cannot ask for the review of someone else's game.
    client.force_login(event.stranger)
    assert client.post(url("review_request", event, match_key="r1-t1")).status_code == 404


def test_T_ROLE_1_a_result_on_the_results_desk_settles_the_dispute_off_the_queue(
    client: Any, disputed: Any
) -> None:
    """Issue 42 item 2: the round closed and the event completed, and the dispute still
    waited for a judge."""
    from tests.tournaments.factories import play_round
    from tournaments.services import tournaments as svc

    event, dispute = disputed
    client.force_login(event.organizer)
    data = {"r1-t1-result": "b_win", "r1-t1-end_reason": "power"}
    assert client.post(url("result_submit", event, match_key="r1-t1"), data).status_code == 302
    play_round(event.t)  # the round's other games, then it closes
    for _ in range(2):  # seven players: three rounds, no cut ([T-STRUCT-1])
        svc.round_pair(event.t)
        play_round(event.t)
    svc.tournament_complete(event.t)
    client.force_login(event.judge)
    queue = client.get(url("judging", event)).content.decode()
    assert "Waiting for a judge (0)" in queue and "Ruled or settled (1)" in queue
    page = client.get(url("dispute", event, dispute_id=dispute.dispute_id)).content.decode()
    assert "Settled without a ruling: the organizer recorded the result on the results desk" in page
    assert "Take this dispute" not in page and "Record the ruling" not in page
