"""The live tracker on one phone between the two players, on a bad connection (issue 12).

Ann's phone is shared with Bob (his password typed on it once): the page then shows each
player's decision to them in turn and records it as theirs. The first entry's reply is lost
(a 502 from a proxy after the server recorded it): the page retries the same form, with the
same idempotency key, and the entry is recorded once. A form with cards ticked is not wiped
by a new state arriving: a bar offers the new state instead."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.tournaments.web.test_tracker import Table, actor_seat, policy
from tournaments import eventstore
from tournaments.services import matchlogs, tracker

from .conftest import PHONE
from .test_tracker import PASSWORD, enter, open_tracker, shows_version

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def lose_the_first_reply(page: Any) -> list[str]:
    """Route entries so the first one reaches the server but its reply is a 502, and the
    connection stays down (polls fail) until the page sends the entry again; returns the
    bodies of the entry requests seen."""
    bodies: list[str] = []

    def entry(route: Any) -> None:
        bodies.append(route.request.post_data or "")
        if len(bodies) == 1:
            route.fetch()  # the server records the entry ...
            route.fulfill(status=502, body="bad gateway")  # ... the phone never hears of it
        else:
            route.continue_()

    def poll(route: Any) -> None:
        if len(bodies) == 1:
            route.abort("internetdisconnected")
        else:
            route.continue_()

    page.route("**/tracker/enter/", entry)
    page.route("**/tracker/board/**", poll)
    return bodies


def test_a_shared_phone_records_both_players_entries_once_each_through_a_lost_reply(
    live_server: Any, browser: Any, screenshot: Any, settings: Any
) -> None:
    settings.AGOT_TRACKER_POLL_MS = 250
    table = Table()
    for login in (table.ann, table.bob):
        login.set_password(PASSWORD)
        login.save()
    page = browser(viewport=PHONE)
    open_tracker(page, live_server.url, table, "ann")
    page.get_by_role("button", name="Start the live log").click()
    shows_version(page, 0)

    page.get_by_text("One phone for both players").click()
    page.get_by_label("Bob's password").fill(PASSWORD)
    page.get_by_role("button", name="Share this phone").click()
    expect(page.get_by_test_id("shared")).to_be_visible()

    bodies = lose_the_first_reply(page)
    ts = table.state()
    enter(page, ts, *policy(ts, actor_seat(ts)))
    assert len(bodies) == 2 and bodies[0] == bodies[1]  # retried with the same key
    assert len(table.state().live.events) == 1  # ... and recorded once

    # Both players' setup draws and mulligans, each shown to its player in turn.
    seats = set()
    ts = table.state()
    while ts.decision.kind != "setup":
        seat = actor_seat(ts)
        seats.add(seat)
        shows_version(page, ts.log_version)
        expect(page.get_by_test_id("tracker-status")).to_contain_text(f"{seat}: ")
        enter(page, ts, *policy(ts, seat))
        ts = table.state()
    assert seats == {"A", "B"}
    users = {table.seat_of(table.ann): table.ann, table.seat_of(table.bob): table.bob}
    stored = eventstore.read(matchlogs.matchlog_stream(table.t, table.key))
    for event in stored:
        seat = event.payload.get("by", event.payload.get("seat"))
        if event.type == "LogEventAppended" and seat in users:
            assert event.metadata["actor"] == str(users[seat].pk)

    # Cards ticked for a setup pick survive a new state arriving: a bar offers it instead.
    seat = actor_seat(ts)
    shows_version(page, ts.log_version)
    pick = page.locator("#tracker form.pick").first
    pick.locator('input[name="cards"]').first.check()
    index, cards = policy(ts, seat)
    tracker.tracker_enter(  # entered meanwhile from the player's other device
        table.t,
        table.key,
        user=users[seat],
        entry={"option": index, "cards": cards},
        expected_version=ts.log_version,
    )
    moved_on = page.locator(".moved-on button")
    expect(moved_on).to_be_visible()
    expect(pick.locator('input[name="cards"]').first).to_be_checked()
    shows_version(page, ts.log_version)
    screenshot(page, "tracker-shared-moved-on")
    moved_on.click()
    shows_version(page, ts.log_version + 1)
