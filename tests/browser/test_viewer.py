"""The judge's match replay viewer in a real browser: a match log that is illegal at an early
event reaches the dispute queue by itself; a judge opens the dispute, steps through the log
with the keyboard to the illegal event, sees its rule, overturns the result with a reason,
and the standings change."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from django.core.cache import cache
from playwright.sync_api import expect

from tests.tournaments.logs import corrupted, golden
from tournaments.models import Dispute, Match

from .conftest import PHONE, check_basics
from .test_event_flow import log_in, make_user

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def event_with_an_illegal_log() -> tuple[Any, Dispute, Match]:
    """Four players; table 1 recorded as a win for seat A, but its log lost A's setup draw
    (event 2), so it breaks [S-7] at event 3 and the verifier opens a dispute."""
    from tournaments.services import matchlogs
    from tournaments.services import tournaments as svc

    cache.clear()
    organizer = make_user("olga", "olga-pass-1")
    judge = make_user("jules", "jules-pass-1")
    t = svc.tournament_create(organizer=organizer, name="Logged Open", seed="v")
    svc.staff_assign(t, judge, "judge", actor=str(organizer.pk))
    for name in ("Ann", "Bob", "Cy", "Di"):
        svc.player_register(t, name=name)
    svc.round_pair(t)
    svc.pairings_change(t, [("p1", "p2"), ("p3", "p4")], by="olga", reason="demo")
    svc.result_record(t, "r1-t1", "a_win", end_reason="power", actor=str(organizer.pk))
    svc.result_record(t, "r1-t2", "a_win", end_reason="power", actor=str(organizer.pk))
    row = matchlogs.matchlog_upload(t, "r1-t1", json.dumps(corrupted(golden(), 2)), user=organizer)
    matchlogs.matchlog_verify(row.stream_id, row.log_version)  # no-op if already verified
    dispute = Dispute.objects.get(tournament=t, match__key="r1-t1")
    return t, dispute, Match.objects.get(tournament=t, key="r1-t1")


def points_of(page: Any, name: str) -> str:
    row = page.locator("#standings tbody tr", has_text=name)
    return row.locator("td").nth(2).inner_text()


def test_a_judge_steps_to_the_illegal_event_and_overturns_the_result(
    live_server: Any, browser: Any, screenshot: Any
) -> None:
    base = live_server.url
    t, dispute, match = event_with_an_illegal_log()
    a_name, b_name = match.player_a.name, match.player_b.name
    assert "[S-7] at event 3" in dispute.reason

    page = browser()
    log_in(page, base, "jules", "jules-pass-1")
    page.goto(f"{base}/events/{t.pk}/standings/")
    a_before, b_before = points_of(page, a_name), points_of(page, b_name)
    assert int(a_before) > int(b_before)

    page.goto(f"{base}/events/{t.pk}/judging/")
    page.get_by_role("link", name=re.compile(r"^d1")).click()
    page.get_by_role("button", name="Take this dispute").click()
    viewer = page.locator("#viewer")
    expect(viewer.get_by_role("heading", name="Before the first event")).to_be_visible()
    illegal = viewer.locator("ol.events li.illegal")  # A never drew: every later event too
    expect(illegal.first).to_contain_text("S-7")
    expect(illegal.first.locator("a")).to_have_attribute("data-seq", "3")
    check_basics(page)

    # Keyboard only: focus "Next" and press the right arrow, one event at a time.
    page.get_by_role("link", name="Next →").focus()
    for seq in (1, 2, 3):
        page.keyboard.press("ArrowRight")
        expect(page.locator("#viewer-step")).to_have_attribute("data-seq", str(seq))
    step = page.locator("#viewer-step")
    expect(step.get_by_role("heading", level=3)).to_contain_text("Event 3 of 46")
    alert = step.get_by_role("alert")
    expect(alert).to_contain_text("S-7")
    expect(alert).to_contain_text("A must draw 7 card(s)")
    # The board just before the illegal event: B drew 7, A nothing.
    expect(step.locator("#seat-B-h + dl")).to_contain_text("Hand7")
    expect(step.locator("#seat-A-h + dl")).to_contain_text("Hand0")
    # Focus stayed on "Next"; the event list follows; the address can be shared.
    assert page.evaluate("() => document.activeElement.dataset.move") == "next"
    current = viewer.locator('ol.events a[aria-current="step"]')
    expect(current).to_have_attribute("data-seq", "3")
    assert page.url.endswith(f"/judging/{dispute.dispute_id}/?event=3")
    expect(page.locator("#viewer-status")).to_contain_text("Illegal event: [S-7]")
    screenshot(page, "10-viewer-illegal-event")

    # End and Home; then back to the illegal event with the left arrow.
    page.keyboard.press("End")
    expect(step).to_have_attribute("data-seq", "46")
    expect(page.locator("#viewer-step")).to_contain_text("illegal events before this one were")
    page.keyboard.press("Home")
    expect(page.locator("#viewer-step")).to_have_attribute("data-seq", "0")
    expect(page.locator("#viewer-step h3")).to_have_text("Before the first event")
    for _ in range(3):  # quick presses add up, even before the steps arrive
        page.keyboard.press("ArrowRight")
    expect(page.locator("#viewer-step")).to_have_attribute("data-seq", "3")
    page.keyboard.press("ArrowLeft")
    expect(page.locator("#viewer-step")).to_have_attribute("data-seq", "2")
    page.get_by_role("link", name="Next illegal event (3)").click()
    expect(page.locator("#viewer-step")).to_have_attribute("data-seq", "3")
    expect(page.locator("#viewer-step").get_by_role("alert")).to_contain_text("S-7")
    # Rule; the keys do not step while the judge types the reason.
    page.get_by_label("Decision").select_option("overturn")
    page.get_by_label("Result that stands (uphold or overturn)").select_option("b_win")
    reason = page.get_by_label("Reason, in writing")
    reason.fill("The log breaks S-7 at event 3: A never drew a setup hand.")
    reason.press("End")
    expect(page.locator("#viewer-step")).to_have_attribute("data-seq", "3")
    check_basics(page)
    screenshot(page, "11-viewer-ruling")
    page.get_by_role("button", name="Record the ruling").click()
    expect(page.locator("body")).to_contain_text("overturn")
    assert Match.objects.get(pk=match.pk).result == "b_win"

    page.goto(f"{base}/events/{t.pk}/standings/")
    expect(page.locator("#standings tbody tr", has_text=b_name).locator("td").nth(2)).to_have_text(
        a_before
    )
    assert points_of(page, a_name) == b_before
    screenshot(page, "12-viewer-standings-after")


def test_the_viewer_on_a_phone_steps_with_the_buttons(
    live_server: Any, browser: Any, screenshot: Any
) -> None:
    base = live_server.url
    t, dispute, _ = event_with_an_illegal_log()
    page = browser(viewport=PHONE)
    log_in(page, base, "jules", "jules-pass-1")
    page.goto(f"{base}/events/{t.pk}/judging/{dispute.dispute_id}/?event=2")
    expect(page.locator("#viewer-step")).to_have_attribute("data-seq", "2")
    page.get_by_role("link", name="Next →").click()
    expect(page.locator("#viewer-step").get_by_role("alert")).to_contain_text("S-7")
    screenshot(page, "13-viewer-phone")


def test_a_legal_log_shows_the_board_and_the_power_chart(
    live_server: Any, browser: Any, screenshot: Any
) -> None:
    """A legal log whose winner contradicts the recorded result: the board mid-game (cards
    standing and kneeling, power) and each seat's power by round."""
    from tournaments.services import matchlogs
    from tournaments.services import tournaments as svc

    cache.clear()
    organizer = make_user("olga", "olga-pass-1")
    judge = make_user("jules", "jules-pass-1")
    t = svc.tournament_create(organizer=organizer, name="Charted Open", seed="c")
    svc.staff_assign(t, judge, "judge", actor=str(organizer.pk))
    for name in ("Ann", "Bob", "Cy", "Di"):
        svc.player_register(t, name=name)
    svc.round_pair(t)
    svc.result_record(t, "r1-t1", "b_win", end_reason="power", actor=str(organizer.pk))
    row = matchlogs.matchlog_upload(t, "r1-t1", json.dumps(golden()), user=organizer)
    matchlogs.matchlog_verify(row.stream_id, row.log_version)
    dispute = Dispute.objects.get(tournament=t, match__key="r1-t1")

    page = browser()
    log_in(page, base := live_server.url, "jules", "jules-pass-1")
    page.goto(f"{base}/events/{t.pk}/judging/{dispute.dispute_id}/?event=22")
    step = page.locator("#viewer-step")
    expect(step.get_by_role("heading", level=3)).to_contain_text("Event 22 of 47: Claim")
    warden = step.locator("#seat-A-h ~ ul.in-play li", has_text="Warden of Greywater")
    expect(warden).to_contain_text("kneeling")
    expect(step.locator("#seat-B-h + dl")).to_contain_text("Dead2")
    chart = page.get_by_role("img", name="Power by round")
    expect(chart).to_be_visible()
    expect(chart.locator("polyline")).to_have_count(2)
    expect(page.locator("#viewer")).not_to_contain_text("Illegal")
    check_basics(page)
    screenshot(page, "14-viewer-legal-log")
    page.get_by_role("link", name="Last »").click()
    expect(step).to_have_attribute("data-seq", "47")
    expect(step).to_contain_text("game over: A wins (power)")
    expect(step.locator("#seat-A-h + dl")).to_contain_text("Power15")
