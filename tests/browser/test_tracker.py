"""The live tracker in a real browser (issue 12): two players, each on their own phone-sized
window, record a short game from the first plot to 15 power by clicking the offered buttons
(the choices made by a simple policy, as a quick player would), then each confirms the result
the log shows. The stored log replays valid with the same winner, and the result is
reported and confirmed."""

from __future__ import annotations

import time
from typing import Any

import pytest
from playwright.sync_api import expect

from engine.game.play.replay import replay
from tests.tournaments.web.test_tracker import Table, actor_seat, policy
from tournaments import eventstore
from tournaments.services import matchlogs, tracker

from .conftest import PHONE, check_basics
from .test_event_flow import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PASSWORD = "tracker-pass-1"
# About 25 s on an idle 2-core machine (two Chromiums, ~100 entries); the guard only stops a
# game that does not end, since a loaded CI machine can be several times slower.
GIVE_UP_SECONDS = 240


def open_tracker(page: Any, base: str, table: Table, username: str) -> None:
    """Log in, find the game on "my event" and follow its tracker link."""
    log_in(page, base, username, PASSWORD)
    page.goto(f"{base}/events/{table.t.pk}/me/")
    page.get_by_test_id("tracker-link").click()


def shows_version(page: Any, version: int) -> None:
    expect(page.locator("#tracker")).to_have_attribute("data-log-version", str(version))


def enter(page: Any, ts: tracker.TrackerState, index: int, cards: list[str]) -> None:
    """Click the option ``index`` on the page, ticking ``cards`` first for a pick."""
    form = page.locator(f'#tracker form[data-option="{index}"]')
    for cid in cards:
        form.locator(f'input[name="cards"][value="{cid}"]').check()
    form.locator("button[type=submit]").click()
    done = page.locator(f'#tracker[data-log-version="{ts.log_version + 1}"], #tracker .errorbox')
    expect(done.first).to_be_visible()
    message = page.locator("#tracker .errorbox")
    assert message.count() == 0, message.first.inner_text()  # refused: say why


def test_two_players_record_a_game_to_15_power_and_confirm_the_result(
    live_server: Any, browser: Any, screenshot: Any, settings: Any
) -> None:
    settings.AGOT_TRACKER_POLL_MS = 250  # the other phone sees an entry within 0.25 s
    started = time.monotonic()
    base = live_server.url
    table = Table()
    for login in (table.ann, table.bob):
        login.set_password(PASSWORD)
        login.save()
    pages = {table.seat_of(table.ann): browser(viewport=PHONE)}
    pages[table.seat_of(table.bob)] = browser(viewport=PHONE)
    open_tracker(pages[table.seat_of(table.ann)], base, table, "ann")
    pages[table.seat_of(table.ann)].get_by_role("button", name="Start the live log").click()
    open_tracker(pages[table.seat_of(table.bob)], base, table, "bob")
    for page in pages.values():
        shows_version(page, 0)
    check_basics(pages["A"])

    # The type-ahead finds a card of the deck in a pick (the setup draw's pool).
    ts = table.state()
    index, _ = policy(ts, actor_seat(ts))
    enter(pages[actor_seat(ts)], ts, index, [])  # first player (chance)
    ts = table.state()
    drawer = pages[actor_seat(ts)]
    shows_version(drawer, 1)
    first = ts.offers[0].choice.pick_from[0]
    name = ts.state.cards[first].card.name
    drawer.locator("input[data-filter]").first.fill(name[:5])
    pool = drawer.locator("#tracker form.pick .pool-card:visible")
    expect(pool.first).to_contain_text(name[:5])
    assert pool.count() < len(ts.offers[0].choice.pick_from)
    drawer.locator("input[data-filter]").first.fill("")

    shots = set()
    while not ts.over:
        seat = actor_seat(ts)
        page = pages[seat]
        shows_version(page, ts.log_version)  # the other phone's entry arrived by polling
        index, cards = policy(ts, seat)
        kind = ts.decision.kind
        if kind in ("declare_challenge", "marshal_or_pass") and kind not in shots:
            shots.add(kind)
            screenshot(page, f"tracker-{kind}")
        enter(page, ts, index, cards)
        ts = table.state()
        assert time.monotonic() - started < GIVE_UP_SECONDS, "the game does not end"

    winner = ts.state.winner
    winner_seat = "AB"[winner]
    for page in pages.values():
        shows_version(page, ts.log_version)
        expect(page.get_by_test_id("proposal")).to_contain_text("won")
        expect(page.get_by_test_id(f"power-{winner_seat}")).to_have_text(
            str(max(tracker.tracker_propose_result(ts)["power"]))
        )
    screenshot(pages["A"], "tracker-game-over")
    for page in pages.values():
        page.get_by_test_id("confirm-result").click()
        expect(page.get_by_test_id("confirm-result")).to_have_count(0)
    page = pages["A"]
    page.reload()
    expect(page.get_by_test_id("result-confirmed")).to_be_visible()
    screenshot(page, "tracker-result-confirmed")

    stored = eventstore.read(matchlogs.matchlog_stream(table.t, table.key))
    verdict = replay(matchlogs.log_document(stored))
    assert verdict.status == "valid", verdict.errors
    assert verdict.winner == winner_seat and verdict.end_reason == "power"
    assert max(verdict.power.values()) >= 15
    table.match.refresh_from_db()
    expected = {"A": "a_win", "B": "b_win"}[winner_seat]
    assert table.match.result == expected
