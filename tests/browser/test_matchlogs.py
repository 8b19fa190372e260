"""Match logs and judging without the API, in a real browser (issue 22): a player uploads a
log on the match page and sees its verdict (a malformed one first: the line and the field,
nothing stored); the viewer steps past an illegal event to the later boards; a result that
contradicts a verified log is flagged on the results desk and opens a dispute naming both."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from django.core.cache import cache
from playwright.sync_api import expect

from tests.tournaments.eventstore_helpers import snapshot
from tests.tournaments.logs import golden, illegal_midgame
from tournaments.models import Dispute, Match, MatchLog, Registration

from .conftest import PHONE, check_basics
from .test_event_flow import log_in, make_user

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def an_event() -> tuple[Any, Match]:
    """Four players; Ann (login "ann") plays Bob at table 1 of round 1."""
    from tournaments.services import tournaments as svc

    cache.clear()
    organizer = make_user("olga", "olga-pass-1")
    judge = make_user("jules", "jules-pass-1")
    ann = make_user("ann", "ann-pass-1")
    t = svc.tournament_create(organizer=organizer, name="Logged Open", seed="m")
    svc.staff_assign(t, judge, "judge", actor=str(organizer.pk))
    svc.player_register(t, name="Ann", user=ann)
    for name in ("Bob", "Cy", "Di"):
        svc.player_register(t, name=name)
    svc.round_pair(t)
    svc.pairings_change(t, [("p1", "p2"), ("p3", "p4")], by="olga", reason="test")
    return t, Match.objects.get(tournament=t, key="r1-t1")


def test_a_player_uploads_a_log_on_the_match_page_and_sees_its_verdict(
    live_server: Any, browser: Any, screenshot: Any, tmp_path: Path
) -> None:
    base = live_server.url
    t, match = an_event()
    page = browser(viewport=PHONE)
    log_in(page, base, "ann", "ann-pass-1")
    page.goto(f"{base}/events/{t.pk}/me/")
    page.get_by_role("link", name="Match page: upload or replay the log").click()
    expect(page.get_by_role("heading", level=1)).to_contain_text("Swiss round 1, table 1")

    # A malformed paste: the format check names the line and the field; nothing is stored.
    broken = json.dumps({**golden(), "format": "agot-match-log/9"}, indent=1)
    before = snapshot()
    page.get_by_label("Or paste the match log").fill(broken)
    page.get_by_role("button", name="Upload the match log").click()
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text("line 2: field 'format': must be 'agot-match-log/1'")
    assert snapshot() == before and not MatchLog.objects.exists()
    check_basics(page)
    screenshot(page, "30-match-upload-refused")

    # The file the app saved: stored, replayed, and its verdict on the page.
    saved = tmp_path / "game.json"
    saved.write_text(json.dumps(golden()))
    page.get_by_label("Or paste the match log").fill("")
    page.get_by_label("Match log file (JSON)").set_input_files(str(saved))
    page.get_by_role("button", name="Upload the match log").click()
    expect(page.get_by_test_id("log-status")).to_contain_text(
        "Verdict: valid, 25 cards not checked"
    )
    expect(page.get_by_test_id("log-status")).to_contain_text("; seat A wins (power)")
    expect(page.locator("#viewer")).to_be_visible()
    expect(page.get_by_role("button", name="Upload the match log")).to_have_count(0)
    assert MatchLog.objects.get(match=match).status == "valid"
    check_basics(page)
    screenshot(page, "31-match-uploaded")


def test_the_viewer_steps_past_an_illegal_event_to_the_later_boards(
    live_server: Any, browser: Any, screenshot: Any
) -> None:
    from tournaments.services import matchlogs
    from tournaments.services import tournaments as svc

    base = live_server.url
    t, match = an_event()
    svc.result_record(t, match.key, "a_win", end_reason="power", actor="olga")
    ann = Registration.objects.get(tournament=t, name="Ann").user  # a player uploads
    matchlogs.matchlog_upload(t, match.key, illegal_midgame(), user=ann)
    page = browser()
    log_in(page, base, "ann", "ann-pass-1")
    page.goto(f"{base}/events/{t.pk}/matches/{match.key}/")
    viewer = page.locator("#viewer")
    expect(viewer.locator("ol.events li.illegal")).to_have_count(1)
    expect(viewer.locator(".viewer-errors")).to_contain_text("R-COST-1 Riverboat Ferryman:")

    page.get_by_role("link", name="Next illegal event (17)").click()
    step = page.locator("#viewer-step")
    expect(step).to_have_attribute("data-seq", "17")
    expect(step.get_by_role("alert")).to_contain_text("Riverboat Ferryman costs 1")
    page.get_by_role("link", name="Next →").focus()
    for seq in (18, 19):
        page.keyboard.press("ArrowRight")
        expect(step).to_have_attribute("data-seq", str(seq))
    expect(step).to_contain_text("1 illegal event before this one was skipped")
    expect(step.locator("#seat-B-h ~ ul.in-play")).to_contain_text("Rock Sellsword")
    assert page.url.endswith(f"/matches/{match.key}/?event=19")
    screenshot(page, "32-viewer-past-the-illegal-event")
    page.keyboard.press("End")
    expect(step).to_have_attribute("data-seq", "48")
    expect(step).to_contain_text("game over: A wins (power)")
    expect(step.locator("#seat-A-h + dl")).to_contain_text("Power15")
    expect(page.get_by_role("img", name="Power by round")).to_contain_text("round 2 15")


def test_a_contradicting_log_flags_the_match_and_opens_a_dispute(
    live_server: Any, browser: Any, screenshot: Any
) -> None:
    from tournaments.services import matchlogs

    base = live_server.url
    t, match = an_event()
    ann = Registration.objects.get(tournament=t, name="Ann").user
    matchlogs.matchlog_upload(t, match.key, golden(), user=ann)  # seat A (Ann) wins
    assert MatchLog.objects.get(match=match).status == "valid"

    desk = browser()
    log_in(desk, base, "olga", "olga-pass-1")
    desk.goto(f"{base}/events/{t.pk}/manage/round/")
    row = desk.locator(f"#row-{match.key}")
    row.get_by_label("Bob won", exact=True).check()
    row.get_by_label("How the game ended").select_option("power")
    row.get_by_role("button", name="Record the result").click()
    flag = desk.locator(f"#row-{match.key}").get_by_test_id("log-check")
    expect(flag).to_contain_text("Log contradicts the result, sent to the judges")
    expect(flag).to_contain_text("the match log shows seat A (Ann) won")
    expect(flag).to_contain_text("the recorded result says Bob won")
    check_basics(desk)
    screenshot(desk, "33-results-desk-contradiction")

    dispute = Dispute.objects.get(match=match)
    judge = browser()
    log_in(judge, base, "jules", "jules-pass-1")
    judge.goto(f"{base}/events/{t.pk}/judging/")
    item = judge.get_by_role("link", name=re.compile(rf"^{dispute.dispute_id}"))
    expect(item).to_contain_text("Swiss round 1, table 1")
    item.click()
    expect(judge.get_by_role("heading", level=1)).to_have_text(
        re.compile(rf"Dispute {dispute.dispute_id}: Swiss round 1, table 1")
    )
    expect(judge.locator("body")).to_contain_text("but the recorded result says Bob won")
    screenshot(judge, "34-dispute-names-round-and-table")


def test_partial_and_undecided_verdicts_read_as_such_on_the_match_page(
    live_server: Any, browser: Any, screenshot: Any
) -> None:
    """Issue "Honest verdicts": a log of Standard decks is "valid, N cards not checked: ..."
    (never plain "valid"), its viewer lists the unread cards, and a STR only an unread card
    could explain reads "cannot decide" ([F-4.2.2]), not "invalid"."""
    from tests.tournaments.logs import standard_game, undecided_game
    from tournaments.services import matchlogs

    base = live_server.url
    t, match = an_event()
    olga = t.organizer
    matchlogs.matchlog_upload(t, "r1-t1", standard_game(0), user=olga)
    matchlogs.matchlog_upload(t, "r1-t2", undecided_game(), user=olga)
    partial = MatchLog.objects.get(match=match)
    unread = partial.verdict["unread_cards"]
    assert partial.verdict["checked"] == "partial" and unread

    page = browser()
    log_in(page, base, "olga", "olga-pass-1")
    page.goto(f"{base}/events/{t.pk}/matches/r1-t1/")
    status = page.get_by_test_id("log-status")
    expect(status).to_contain_text(f"Verdict: valid, {len(unread)} cards not checked: {unread[0]} ")
    details = page.get_by_test_id("viewer-unread")
    expect(details).to_contain_text(f"Checked in part: {len(unread)} cards")
    details.locator("summary").click()
    expect(details).to_contain_text(unread[-1])
    check_basics(page)
    screenshot(page, "34-verdict-partial")

    page.goto(f"{base}/events/{t.pk}/matches/r1-t2/")
    expect(page.get_by_test_id("log-status")).to_contain_text("Verdict: cannot decide at event")
    expect(page.get_by_test_id("log-status")).to_contain_text("[F-4.2.2]")
    expect(page.locator(".viewer-errors")).to_contain_text("The engine cannot decide")
    assert not Dispute.objects.filter(match__key="r1-t2").exists()
    check_basics(page)
    screenshot(page, "35-verdict-undecided")
