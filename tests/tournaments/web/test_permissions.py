"""Who may reach what: organizer pages answer 404 to everyone else (like a missing page),
anonymous visitors are sent to log in, decklists follow [T-DECK-3], and every refused
action leaves the event store and the projections exactly as they were."""

from __future__ import annotations

from typing import Any

import pytest
from django.urls import reverse

from tests.tournaments.factories import legal_deck_text, play_round
from tournaments.services import tournaments as svc

from .conftest import Event, everything

pytestmark = pytest.mark.django_db

ORGANIZER_GETS = ["manage", "pairings_edit", "manage_round"]
ORGANIZER_POSTS = [
    ("player_add", {"name": "Intruder", "username": ""}),
    ("round_pair", {}),
    ("round_repair", {"reason": "because"}),
    ("round_start", {}),
    ("round_close", {}),
    ("cut_make", {}),
    ("elimination_pair", {}),
    ("complete", {}),
    ("pairings_edit", {"reason": "x", "a_0": "p1", "b_0": "p2"}),
]


def url(name: str, event: Event, **kwargs: Any) -> str:
    return reverse(f"web:{name}", kwargs={"tournament_id": event.t.pk, **kwargs})


def player_posts(event: Event) -> list[tuple[str, dict[str, Any]]]:
    key = event.pia_match().key
    return [
        (url("player_deck", event, player_id="p2"), {"deck": legal_deck_text(1)}),
        (url("player_drop", event, player_id="p2"), {}),
        (url("player_rejoin", event, player_id="p2"), {}),
        (url("player_disqualify", event, player_id="p2"), {"reason": "cheating"}),
        (url("result_submit", event, match_key=key), {f"{key}-result": "a_win"}),
    ]


@pytest.mark.parametrize("who", ["player", "stranger", "judge"])
def test_organizer_pages_are_404_for_everyone_else(client, event: Event, who: str) -> None:
    client.force_login(getattr(event, who))
    for name in ORGANIZER_GETS:
        assert client.get(url(name, event)).status_code == 404, name
    assert client.get(url("player_deck", event, player_id="p2")).status_code == 404


@pytest.mark.parametrize("who", ["player", "stranger", "judge"])
def test_organizer_actions_are_404_and_change_nothing(client, event: Event, who: str) -> None:
    client.force_login(getattr(event, who))
    before = everything()
    for name, data in ORGANIZER_POSTS:
        assert client.post(url(name, event), data).status_code == 404, name
    for path, data in player_posts(event):
        assert client.post(path, data).status_code == 404, path
    assert everything() == before


def test_anonymous_visitors_are_sent_to_log_in_and_nothing_changes(client, event: Event) -> None:
    before = everything()
    for name in ORGANIZER_GETS:
        response = client.get(url(name, event))
        assert response.status_code == 302 and response["Location"].startswith("/accounts/login/")
    for name, data in ORGANIZER_POSTS:
        assert client.post(url(name, event), data).status_code == 302, name
    assert client.post(url("my_drop", event)).status_code == 302
    assert everything() == before


def test_the_organizer_and_site_staff_reach_the_organizer_pages(client, event: Event) -> None:
    client.force_login(event.organizer)
    for name in ORGANIZER_GETS:
        assert client.get(url(name, event)).status_code == 200, name
    event.stranger.is_staff = True  # site staff act as organizers, for support [T-ROLE-1]
    event.stranger.save()
    client.force_login(event.stranger)
    assert client.get(url("manage", event)).status_code == 200


def test_only_the_player_reaches_their_own_pages(client, event: Event) -> None:
    client.force_login(event.stranger)
    before = everything()
    assert client.get(url("me", event)).status_code == 404
    assert client.post(url("my_deck", event), {"deck": legal_deck_text(2)}).status_code == 404
    assert client.post(url("my_drop", event)).status_code == 404
    assert everything() == before
    client.force_login(event.player)
    assert client.get(url("me", event)).status_code == 200


def test_a_player_cannot_report_a_game_they_do_not_play(client, event: Event) -> None:
    pia = event.pia_match()
    other = (
        event.t.matches.exclude(pk=pia.pk).exclude(player_b=None).values_list("key", flat=True)
    )[0]
    client.force_login(event.player)
    before = everything()
    data = {"outcome": "won", "end_reason": "power"}
    assert client.post(url("report_send", event, match_key=other), data).status_code == 404
    assert client.post(url("report_confirm", event, match_key=other)).status_code == 404
    assert (
        client.get(url("report_review", event, match_key=other) + "?outcome=won").status_code == 404
    )
    assert everything() == before


class TestDecklistsT_DECK_3:
    """Lists are private until the event (or its cut) ends; officials always see them."""

    def test_during_the_event_only_officials_and_the_owner_see_a_list(
        self, client, event: Event
    ) -> None:
        deck = url("deck", event, player_id="p1")
        assert client.get(deck).status_code == 404  # anonymous
        for who, status in [("stranger", 404), ("player", 200), ("judge", 200), ("organizer", 200)]:
            client.force_login(getattr(event, who))
            assert client.get(deck).status_code == status, who
        page = client.get(deck).content.decode()
        assert "Plots" in page

    def test_after_the_event_everyone_sees_the_lists(self, client, db: Any) -> None:
        event = Event(players=4, paired=False)  # basic, 4 players: 3 rounds, no cut
        for _ in range(3):
            svc.round_pair(event.t)
            play_round(event.t)
        svc.tournament_complete(event.t)
        assert client.get(url("deck", event, player_id="p1")).status_code == 200
        # A player without a deck has nothing to show.
        assert client.get(url("deck", event, player_id="p2")).status_code == 404
