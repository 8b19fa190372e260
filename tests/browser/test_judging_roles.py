"""Issue 42 item 3 in a real browser: the organizer without a judge's role sees a dispute but
no judges' forms, is told why ([T-ROLE-1]), makes themself a judge on the staff page and then
takes the dispute."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.tournaments.factories import tournament_with_players
from tournaments.models import Dispute, Tournament
from tournaments.services import disputes
from tournaments.services import tournaments as svc

from .conftest import check_basics
from .test_event_flow import log_in, make_user

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_T_ROLE_1_organizer_without_a_judge_role_sees_no_judges_forms_then_judges(
    live_server: Any, browser: Any, screenshot: Any
) -> None:
    base = live_server.url
    olga = make_user("olga", "olga-pass-1")
    event = tournament_with_players(4, seed="j")
    Tournament.objects.filter(pk=event.pk).update(organizer=olga)
    svc.round_pair(event)
    disputes.dispute_open(event, "r1-t1", reason="the slip was lost", actor=str(olga.pk))
    dispute_url = f"{base}/events/{event.pk}/judging/d1/"
    desk = browser()
    log_in(desk, base, "olga", "olga-pass-1")
    desk.goto(dispute_url)
    expect(desk.get_by_role("heading", level=1)).to_contain_text("Dispute d1")
    expect(desk.locator("main")).to_contain_text("the slip was lost")
    expect(desk.get_by_role("button", name="Take this dispute")).to_have_count(0)
    expect(desk.get_by_role("button", name="Record the ruling")).to_have_count(0)
    expect(desk.get_by_label("Decision")).to_have_count(0)
    expect(desk.get_by_test_id("not-a-judge")).to_contain_text("only its judges and marshals")
    check_basics(desk)
    screenshot(desk, "42-01-dispute-as-organizer")

    desk.get_by_role("link", name="Make yourself a judge").click()
    desk.get_by_role("button", name="Make me a judge").click()
    expect(desk.locator(".messages")).to_contain_text("You are a judge of this event")
    expect(desk.locator("table.players")).to_contain_text("olga")
    expect(desk.get_by_role("button", name="Make me a judge")).to_have_count(0)

    desk.goto(dispute_url)
    expect(desk.get_by_test_id("not-a-judge")).to_have_count(0)
    desk.get_by_role("button", name="Take this dispute").click()
    expect(desk.locator("main")).to_contain_text("judge olga")
    assert Dispute.objects.get(tournament=event).status == "taken"
