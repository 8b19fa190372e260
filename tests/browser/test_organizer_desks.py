"""Issue 21 in a real browser: a player signs up and joins with the event's code, then
submits their deck until the organizer closes registration; the organizer registers players
from a CSV (a bad row first), edits the event's settings and assigns a judge by login."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.tournaments.factories import tournament_with_players
from tournaments.models import Registration, StaffRole, Tournament
from tournaments.services import registration as reg
from tournaments.services import results as results_svc
from tournaments.services import tournaments as svc

from .conftest import PHONE, check_basics
from .test_event_flow import deck_texts, log_in, make_user

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def accept_dialog(page: Any, expected: str) -> None:
    """Accept the next confirmation, checking it asks what we expect."""

    def answer(dialog: Any) -> None:
        assert expected in dialog.message, dialog.message
        dialog.accept()

    page.once("dialog", answer)


def sign_up(page: Any, username: str, password: str) -> None:
    page.get_by_role("link", name="Make an account").click()
    page.get_by_label("Username").fill(username)
    page.get_by_label("Email").fill(f"{username}@example.org")
    page.get_by_label(re.compile(r"^Password:?$")).fill(password)
    page.get_by_label("Password confirmation").fill(password)
    check_basics(page)
    page.get_by_role("button", name="Sign up").click()


def test_a_player_signs_up_joins_with_the_code_and_submits_a_deck(
    live_server: Any, browser: Any, screenshot: Any
) -> None:
    base = live_server.url
    olga = make_user("olga", "olga-pass-1")
    event = svc.tournament_create(organizer=olga, name="Joinable Open", seed="j")
    code = reg.join_code(event)

    phone = browser(viewport=PHONE, is_mobile=True, has_touch=True)
    phone.goto(f"{base}/join/")
    phone.get_by_label("Join code").fill(code.lower())
    phone.get_by_role("button", name="Find the event").click()
    expect(phone.get_by_role("heading", name="Join Joinable Open")).to_be_visible()
    sign_up(phone, "arya", "needle-and-wolf-9")
    # Back on the join page, logged in: one field, the name shown on pairings.
    phone.get_by_label("Your name as shown on pairings").fill("Arya Stark")
    phone.get_by_role("button", name="Join the event").click()
    expect(phone.locator(".messages")).to_contain_text("You are registered in Joinable Open")
    phone.get_by_label("Deck list").fill(deck_texts()[0])
    phone.get_by_role("button", name="Check and save the deck").click()
    expect(phone.locator(".ok").first).to_contain_text("Legal deck")
    screenshot(phone, "21-01-joined-with-deck")
    assert Registration.objects.get(tournament=event, user__username="arya").deck_legal

    # The organizer closes registration; a late player's join is refused, with the reason.
    desk = browser()
    log_in(desk, base, "olga", "olga-pass-1")
    desk.goto(f"{base}/events/{event.pk}/manage/registration/")
    expect(desk.get_by_test_id("join-code")).to_have_text(code)
    accept_dialog(desk, "Close registration?")
    desk.get_by_role("button", name="Close registration").click()
    expect(desk.locator(".messages")).to_contain_text("Registration closed.")
    late = browser(viewport=PHONE)
    late.goto(f"{base}/join/{code}/")
    expect(late.get_by_role("alert")).to_contain_text("closed registration")
    assert Registration.objects.filter(tournament=event).count() == 1


CSV_BAD = "name,login,deck\nBrienne Tarth,brienne,\nDavos Seaworth,nobody,\nHodor,,\n"
CSV_GOOD = "name,login,deck\nBrienne Tarth,brienne,\nDavos Seaworth,,\nHodor,,\n"


def test_bulk_registration_shows_the_bad_row_then_registers_everyone(
    live_server: Any, browser: Any, screenshot: Any, tmp_path: Any
) -> None:
    base = live_server.url
    olga = make_user("olga", "olga-pass-1")
    make_user("brienne", "brienne-pass-1")
    event = svc.tournament_create(organizer=olga, name="Bulk Open", seed="b")
    desk = browser()
    log_in(desk, base, "olga", "olga-pass-1")
    desk.goto(f"{base}/events/{event.pk}/manage/")
    desk.get_by_role("link", name="Registration and join code").click()

    # A file with the wrong columns is refused whole.
    wrong = tmp_path / "players.csv"
    wrong.write_text("player,faction\nHodor,Stark\n")
    desk.get_by_label("Or upload a .csv file").set_input_files(str(wrong))
    desk.get_by_role("button", name="Preview").click()
    expect(desk.get_by_test_id("csv-problems")).to_be_visible()
    expect(desk.locator("main")).to_contain_text("at least 'name'")

    desk.get_by_label("Players as CSV").fill(CSV_BAD)
    desk.get_by_role("button", name="Preview").click()
    expect(desk.get_by_test_id("csv-problems")).to_contain_text("1 problem")
    expect(desk.locator("table.players")).to_contain_text("row 3: there is no login named 'nobody'")
    expect(desk.get_by_role("button", name="Register these 3 players")).to_have_count(0)
    check_basics(desk)
    screenshot(desk, "21-02-csv-preview-bad-row")
    assert not Registration.objects.filter(tournament=event).exists()

    desk.get_by_label("Players as CSV").fill(CSV_GOOD)
    desk.get_by_role("button", name="Preview").click()
    desk.get_by_role("button", name="Register these 3 players").click()
    expect(desk.locator(".messages")).to_contain_text("3 players registered.")
    expect(desk.locator("table.players")).to_contain_text("Davos Seaworth")
    names = Registration.objects.filter(tournament=event).values_list("name", "user__username")
    assert sorted(names) == [
        ("Brienne Tarth", "brienne"),
        ("Davos Seaworth", None),
        ("Hodor", None),
    ]


def test_organizer_edits_the_event_and_assigns_a_judge(
    live_server: Any, browser: Any, screenshot: Any
) -> None:
    base = live_server.url
    olga = make_user("olga", "olga-pass-1")
    make_user("varys", "varys-pass-1")
    event = tournament_with_players(6, seed="e")
    Tournament.objects.filter(pk=event.pk).update(organizer=olga)
    desk = browser()
    log_in(desk, base, "olga", "olga-pass-1")
    desk.goto(f"{base}/events/{event.pk}/manage/")
    desk.get_by_role("link", name="Settings").click()
    desk.get_by_label("Event name").fill("Crossroads Winter Open")
    desk.get_by_label("Venue").fill("The Inn at the Crossroads")
    desk.get_by_label("Round length in minutes").fill("60")
    check_basics(desk)
    screenshot(desk, "21-03-settings")
    desk.get_by_role("button", name="Save the settings").click()
    expect(desk.locator(".messages")).to_contain_text("Saved: name, round length, venue.")
    expect(desk.get_by_role("heading", name="Manage Crossroads Winter Open")).to_be_visible()
    expect(desk.locator("main")).to_contain_text("60-minute rounds")

    desk.get_by_role("link", name="Judges and marshals").click()
    desk.get_by_label("Login").fill("nobody")
    desk.get_by_role("button", name="Add to staff").click()
    expect(desk.locator(".errorlist")).to_contain_text("there is no login named 'nobody'")
    desk.get_by_label("Login").fill("varys")
    desk.get_by_label("Role").select_option("judge")
    desk.get_by_role("button", name="Add to staff").click()
    expect(desk.locator("table.players")).to_contain_text("varys")
    check_basics(desk)
    assert StaffRole.objects.filter(tournament=event, user__username="varys").exists()

    judge = browser()
    log_in(judge, base, "varys", "varys-pass-1")
    judge.goto(f"{base}/events/{event.pk}/judging/")
    expect(judge.get_by_role("heading", level=1)).to_contain_text("Dispute")


def test_organizer_swaps_two_players_by_typing_their_names_then_publishes(
    live_server: Any, browser: Any, screenshot: Any
) -> None:
    base = live_server.url
    olga = make_user("olga", "olga-pass-1")
    event = tournament_with_players(100, seed="swap")
    svc.round_pair(event, publish=False)
    Tournament.objects.filter(pk=event.pk).update(organizer=olga)  # after the row's last save
    seats = {
        m.table: (m.player_a.name, m.player_b.name)
        for m in event.matches.select_related("player_a", "player_b")
    }
    desk = browser()
    log_in(desk, base, "olga", "olga-pass-1")
    desk.goto(f"{base}/events/{event.pk}/manage/")
    desk.get_by_role("link", name="Swap two players").click()
    expect(desk.locator("#seated-players option")).to_have_count(100)
    first, second = seats[7][0], seats[42][1]
    desk.get_by_label("Swap this player").fill(f"{first} (table 7)")
    desk.get_by_label("with this player").fill(second)
    desk.get_by_label("Why the pairings change").fill("they came together")
    check_basics(desk)
    screenshot(desk, "21-04-swap")
    desk.get_by_role("button", name="Swap them").click()
    expect(desk.locator(".messages")).to_contain_text(
        f"Swapped {first} (table 7) and {second} (table 42)."
    )
    # Back on the dashboard, Publish is the next button.
    accept = desk.get_by_role("button", name="Publish the pairings")
    expect(accept).to_be_visible()
    accept.click()
    expect(desk.get_by_role("button", name="Start the round clock")).to_be_visible()
    swapped = {
        m.table: (m.player_a.name, m.player_b.name)
        for m in event.matches.select_related("player_a", "player_b")
    }
    assert swapped[7] == (second, seats[7][1]) and swapped[42] == (seats[42][0], first)


FITS = """() => [...document.querySelectorAll('.screen-tables li, .screen-names li')]
  .every(li => li.getBoundingClientRect().bottom <= window.innerHeight)"""


def test_big_screen_pages_through_100_players_at_1920x1080(
    live_server: Any, browser: Any, screenshot: Any, settings: Any
) -> None:
    settings.AGOT_SCREEN_SECONDS = 2
    event = tournament_with_players(100, seed="screen")
    svc.round_pair(event)
    results_svc.round_start(event)
    screen = browser(viewport={"width": 1920, "height": 1080})
    screen.goto(f"{live_server.url}/events/{event.pk}/screen/")
    tables = screen.locator(".screen-tables li")
    expect(tables).to_have_count(24)
    expect(tables.first.locator(".t")).to_have_text("1")
    screenshot(screen, "21-05-screen-tables")
    assert screen.evaluate(FITS)
    expect(screen.locator(".timer .countdown")).to_have_text(re.compile(r"^5[45]:\d\d$"))
    # It moves on by itself: tables 25-48, then 49-50, then the players by name.
    expect(tables.first.locator(".t")).to_have_text("25", timeout=6000)
    expect(tables.first.locator(".t")).to_have_text("49", timeout=6000)
    names = screen.locator(".screen-names li")
    expect(names).to_have_count(45, timeout=6000)
    expect(screen.locator(".screen-part")).to_contain_text("Find your name")
    first_names = names.locator(".n").all_text_contents()
    assert first_names == sorted(first_names, key=str.lower)
    assert screen.evaluate(FITS)
    screenshot(screen, "21-06-screen-names")


def test_clock_controls_extra_time_and_match_slips(
    live_server: Any, browser: Any, screenshot: Any
) -> None:
    base = live_server.url
    olga = make_user("olga", "olga-pass-1")
    event = tournament_with_players(8, seed="clock")
    svc.round_pair(event)
    results_svc.round_start(event)
    Tournament.objects.filter(pk=event.pk).update(organizer=olga)
    desk = browser()
    log_in(desk, base, "olga", "olga-pass-1")
    desk.goto(f"{base}/events/{event.pk}/manage/")
    clock = desk.get_by_test_id("clock")
    desk.get_by_role("button", name="Pause the clock").click()
    expect(clock).to_contain_text(re.compile(r"paused, 5[45]:\d\d left"))
    desk.get_by_role("button", name="Resume the clock").click()
    expect(clock.locator(".countdown")).to_have_text(re.compile(r"^5[45]:\d\d$"))
    desk.get_by_label("Add minutes").fill("10")
    desk.get_by_role("button", name="Extend the round").click()
    expect(desk.locator(".messages")).to_contain_text("The round has 10 more minutes.")
    expect(clock.locator(".countdown")).to_have_text(re.compile(r"^1:0[45]:\d\d$"))
    check_basics(desk)
    screenshot(desk, "21-07-clock-controls")

    # Extra time for table 2, from its row on the results desk.
    desk.get_by_role("link", name="Enter results").click()
    desk.get_by_label("Jump to table").fill("2")
    desk.get_by_role("button", name="Go").click()
    expect(desk.locator(".result-row")).to_have_count(1)
    desk.locator("summary", has_text="Extra time").click()
    desk.get_by_label("Minutes for table 2").fill("7")
    desk.get_by_role("button", name="Give extra time").click()
    expect(desk.locator(".messages")).to_contain_text("7 minutes of extra time for that table.")
    expect(desk.locator(".result-row .tag.extra")).to_have_text("+7 min")

    desk.goto(f"{base}/events/{event.pk}/print/slips/")
    slips = desk.locator(".slip")
    expect(slips).to_have_count(4)
    expect(slips.nth(1)).to_contain_text("Table 2")
    expect(slips.nth(1)).to_contain_text("Extra time: +7 minutes")
    desk.emulate_media(media="print")
    expect(desk.get_by_role("button", name="Print")).to_be_hidden()
    screenshot(desk, "21-08-match-slips")
    desk.emulate_media(media="screen")

    # A reset asks first, then the clock is back to not started.
    desk.goto(f"{base}/events/{event.pk}/manage/")
    accept_dialog(desk, "Reset the round clock?")
    desk.get_by_role("button", name="Reset the clock").click()
    expect(desk.get_by_test_id("clock")).to_contain_text("the clock has not been started")
