"""The judge's match replay viewer on the dispute page: officials only; the board of each seat
at an event (htmx fragment, or the whole page with ``?event=N`` without JavaScript); the first
illegal event highlighted with its rule; the power-by-round chart."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from django.core.cache import cache
from django.urls import reverse

from tests.tournaments.logs import corrupted, golden, illegal_midgame
from tournaments.models import Dispute
from tournaments.services import disputes, matchlogs
from tournaments.services import tournaments as svc

from .conftest import Event

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture(autouse=True)
def empty_cache() -> Any:
    cache.clear()
    yield
    cache.clear()


def _upload(event: Event, log: dict[str, Any], capture: Any) -> Dispute:
    with capture(execute=True):
        matchlogs.matchlog_upload(event.t, "r1-t1", json.dumps(log), user=event.organizer)
    return Dispute.objects.get(tournament=event.t, match__key="r1-t1")


@pytest.fixture
def illegal(event: Event, django_capture_on_commit_callbacks: Any) -> tuple[Event, Dispute]:
    """Table 1's log lost A's setup draw (event 2): illegal at event 3 [S-7]; the verifier
    sends it to the judges by itself."""
    return event, _upload(event, corrupted(golden(), 2), django_capture_on_commit_callbacks)


@pytest.fixture
def legal(event: Event, django_capture_on_commit_callbacks: Any) -> tuple[Event, Dispute]:
    """Table 1's log is legal (A wins on power, 15 to 2 in round 2) but B's win was recorded."""
    svc.result_record(event.t, "r1-t1", "b_win", end_reason="power", actor="org")
    return event, _upload(event, golden(), django_capture_on_commit_callbacks)


def page_url(event: Event, dispute: Dispute) -> str:
    return reverse(
        "web:dispute", kwargs={"tournament_id": event.t.pk, "dispute_id": dispute.dispute_id}
    )


def step_url(event: Event, dispute: Dispute, seq: int) -> str:
    kwargs = {"tournament_id": event.t.pk, "dispute_id": dispute.dispute_id, "seq": seq}
    return reverse("web:dispute_event", kwargs=kwargs)


def counts(html: str, seat: str) -> dict[str, int]:
    """The numbers on a seat's board: {"Power": 1, "Gold": 0, "Hand": 5, ...}."""
    section = re.search(rf'aria-labelledby="seat-{seat}-h".*?</section>', html, re.S)
    assert section, f"no board for seat {seat}"
    pairs = re.findall(r"<dt>(\w+)</dt><dd>(\d+)</dd>", section.group(0))
    return {name: int(value) for name, value in pairs}


def in_play(html: str, seat: str) -> list[tuple[str, str]]:
    section = re.search(rf'aria-labelledby="seat-{seat}-h".*?</section>', html, re.S)
    assert section
    return re.findall(
        r'<span class="card-name">([^<]+)</span>\s*<span class="state">(\w+)</span>',
        section.group(0),
    )


@pytest.mark.parametrize("who", ["player", "stranger"])
def test_the_viewer_is_invisible_to_players_and_strangers(client: Any, illegal: Any, who: str):
    event, dispute = illegal
    client.force_login(getattr(event, who))
    assert client.get(page_url(event, dispute) + "?event=3").status_code == 404
    assert client.get(step_url(event, dispute, 3), **HX).status_code == 404
    assert client.get(step_url(event, dispute, 3)).status_code == 404


def test_anonymous_visitors_are_sent_to_log_in(client: Any, illegal: Any) -> None:
    event, dispute = illegal
    response = client.get(step_url(event, dispute, 3), **HX)
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]


def test_the_fragment_for_an_event_shows_each_seats_counts(client: Any, legal: Any) -> None:
    event, dispute = legal
    client.force_login(event.judge)
    # Before any event: every card in its deck (A registered 66 cards, B 63).
    start = client.get(step_url(event, dispute, 0), **HX).content.decode()
    assert counts(start, "A") == {
        "Power": 0, "Gold": 0, "Hand": 0, "Deck": 66, "Dead": 0, "Discard": 0
    }  # fmt: skip
    assert counts(start, "B")["Deck"] == 63
    # Event 6: A drew 7 (event 2) and set up two of them.
    six = client.get(step_url(event, dispute, 6), **HX).content.decode()
    assert "Event 6 of 47: A sets up Warden of Greywater, Hollowfen Scout" in six
    assert counts(six, "A")["Hand"] == 5 and counts(six, "A")["Deck"] == 59
    assert counts(six, "B")["Hand"] == 7
    assert "<html" not in six  # a fragment, not a page
    # Event 22: B's two characters were claimed (military) and are dead; A's attackers knelt.
    claim = client.get(step_url(event, dispute, 22), **HX).content.decode()
    assert counts(claim, "B")["Dead"] == 2
    assert ("Warden of Greywater", "kneeling") in in_play(claim, "A")
    # Event 23: renown put a power on the Warden; later the gold of round 2.
    renown = client.get(step_url(event, dispute, 23), **HX).content.decode()
    assert counts(renown, "A")["Power"] == counts(claim, "A")["Power"] + 1
    end = client.get(step_url(event, dispute, 47), **HX).content.decode()
    assert counts(end, "A")["Power"] == 15 and "game over: A wins (power)" in end
    # The step buttons point at the neighbours; at the end "Next" goes nowhere.
    assert f'hx-get="{step_url(event, dispute, 46)}"' in end
    assert re.search(r'data-move="next"[^>]*aria-disabled="true"', end)


def test_the_first_illegal_event_is_highlighted_with_its_rule(client: Any, illegal: Any) -> None:
    event, dispute = illegal
    client.force_login(event.judge)
    page = client.get(page_url(event, dispute)).content.decode()
    item = re.search(r'<li class="illegal">\s*<a [^>]*data-seq="(\d+)".*?</li>', page, re.S)
    assert item and item.group(1) == "3"
    assert "Illegal" in item.group(0) and '<span class="rule">S-7</span>' in item.group(0)
    # At the illegal event: the rule and the message; the board is the game without it.
    at = client.get(step_url(event, dispute, 3), **HX).content.decode()
    assert 'role="alert"' in at and "S-7" in at and "A must draw 7 card(s)" in at
    assert counts(at, "A")["Hand"] == 0 and counts(at, "B")["Hand"] == 7
    # Before it, no error; after it, the replay goes on and says what it skipped.
    before = client.get(step_url(event, dispute, 2), **HX).content.decode()
    assert "A must draw 7" not in before and 'role="alert"' not in before
    later = client.get(step_url(event, dispute, 20), **HX).content.decode()
    assert re.search(r"\d+ illegal events before this one were skipped", later)


def test_the_viewer_goes_past_an_illegal_event_to_the_end_of_the_game(
    client: Any, event: Event, django_capture_on_commit_callbacks: Any
) -> None:
    """[R-COST-1] at event 17 only: every later board is replayed, A reaches 15 power, the
    chart covers both rounds and the error list names the rule and the card."""
    svc.result_record(event.t, "r1-t1", "a_win", end_reason="power", actor="org")
    dispute = _upload(event, illegal_midgame(), django_capture_on_commit_callbacks)
    assert "[R-COST-1] at event 17" in dispute.reason
    client.force_login(event.judge)
    page = client.get(page_url(event, dispute)).content.decode()
    assert page.count('<li class="illegal">') == 1 and "1 illegal event." in page
    assert re.search(r"event 17</a> <span class=\"rule\">R-COST-1</span> Riverboat Ferryman:", page)
    at = client.get(step_url(event, dispute, 17), **HX).content.decode()
    assert 'role="alert"' in at and "Riverboat Ferryman costs 1, the log says 0" in at
    after = client.get(step_url(event, dispute, 19), **HX).content.decode()
    assert "1 illegal event before this one was skipped" in after
    assert "First illegal event (17)" in after  # none later: back to the first
    # The skipped marshal left Riverboat Ferryman in A's hand; B's later marshal was played.
    assert [name for name, _ in in_play(after, "A")] == [
        "Warden of Greywater",
        "Hollowfen Scout",
        "Brindle Hound",
    ]
    assert ("Rock Sellsword", "standing") in in_play(after, "B")
    end = client.get(step_url(event, dispute, 48), **HX).content.decode()
    assert counts(end, "A")["Power"] == 15 and "game over: A wins (power)" in end
    assert "seat A: round 0 0, round 1 1, round 2 15" in page


def test_without_javascript_the_links_step_through_the_whole_page(client: Any, legal: Any) -> None:
    event, dispute = legal
    client.force_login(event.judge)
    page = client.get(page_url(event, dispute) + "?event=6").content.decode()
    assert "<h1>" in page and "Event 6 of 47" in page and counts(page, "A")["Hand"] == 5
    assert f'href="{page_url(event, dispute)}?event=7#viewer"' in page  # "Next"
    assert 'data-seq="6" aria-current="step"' in page
    # The fragment's address without htmx leads to the page at that event.
    response = client.get(step_url(event, dispute, 7))
    assert response.status_code == 302 and response["Location"].endswith("?event=7#viewer")
    # An event the log does not have: 404 for the fragment, the start for the page.
    assert client.get(step_url(event, dispute, 48), **HX).status_code == 404
    assert (
        "Before the first event"
        in client.get(page_url(event, dispute) + "?event=99").content.decode()
    )


def test_the_power_chart_follows_the_rounds(client: Any, legal: Any) -> None:
    event, dispute = legal
    client.force_login(event.judge)
    page = client.get(page_url(event, dispute)).content.decode()
    svg = re.search(r"<svg .*?</svg>", page, re.S)
    assert svg and 'role="img"' in svg.group(0) and svg.group(0).count("<polyline") == 2
    # Seat A ends round 1 on 1 power and round 2 on 15; seat B on 3, then 2 (claimed).
    assert "seat A: round 0 0, round 1 1, round 2 15" in svg.group(0)
    assert "seat B: round 0 0, round 1 3, round 2 2" in svg.group(0)
    rows = re.findall(r'<tr><th scope="row">(\d+)</th><td class="num">(\d+)</td>', page)
    assert rows == [("0", "0"), ("1", "1"), ("2", "15")]


def test_a_dispute_without_a_log_says_so(client: Any, event: Event) -> None:
    disputes.dispute_open(event.t, "r1-t1", reason="a judge was called", actor="org")
    dispute = Dispute.objects.get(tournament=event.t)
    client.force_login(event.judge)
    page = client.get(page_url(event, dispute)).content.decode()
    assert "This game has no match log to replay." in page and 'id="viewer"' not in page
    assert client.get(step_url(event, dispute, 1), **HX).status_code == 404


def test_a_step_replays_the_log_at_most_once_and_then_comes_from_the_cache(
    client: Any, legal: Any, monkeypatch: Any
) -> None:
    from engine.game.play import replay as engine_replay
    from tournaments.selectors import matchlogs as selector

    event, dispute = legal
    client.force_login(event.judge)
    runs: list[int | None] = []
    real_run = engine_replay.run

    def counting_run(*args: Any, **kwargs: Any) -> Any:
        runs.append(kwargs.get("upto"))
        return real_run(*args, **kwargs)

    monkeypatch.setattr(selector, "run", counting_run)
    client.get(page_url(event, dispute))  # the timeline (one pass) and the board at event 0
    assert runs == [None, 0]
    for _ in range(3):
        assert client.get(step_url(event, dispute, 5), **HX).status_code == 200
    assert runs == [None, 0, 5]


def test_an_engine_failure_keeps_the_dispute_page_and_its_ruling_form(
    client: Any, legal: Any, monkeypatch: Any
) -> None:
    from tournaments.selectors import matchlogs as selector

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("engine bug")

    event, dispute = legal
    monkeypatch.setattr(selector, "run", broken)
    client.force_login(event.judge)
    response = client.get(page_url(event, dispute))
    page = response.content.decode()
    assert response.status_code == 200
    assert "could not replay this match log" in page and "Record the ruling" in page
