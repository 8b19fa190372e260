"""Issue 43, item 4: the organizer (staff page) or a judge (judging queue) unlocks a player of
the event locked out by failed logins; nobody else may, and only that event's players."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tournaments.models import Tournament

from .conftest import Event

pytestmark = pytest.mark.django_db

RIGHT = "correct horse battery"
VENUE = {"REMOTE_ADDR": "192.0.2.10"}


def url(name: str, t: Tournament, **kwargs: Any) -> str:
    return reverse(f"web:{name}", kwargs={"tournament_id": t.pk, **kwargs})


def _login(username: str, password: str) -> int:
    body = {"username": username, "password": password}
    return int(Client().post("/accounts/login/", body, **VENUE).status_code)


def _locked_out(account: Any) -> None:
    account.set_password(RIGHT)
    account.save()
    for i in range(5):
        _login(account.get_username(), f"typo {i}")
    assert _login(account.get_username(), RIGHT) == 429


@pytest.fixture
def locked(event: Event, settings: Any) -> Event:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    _locked_out(event.player)
    return event


@pytest.mark.parametrize(("who", "page"), [("organizer", "staff"), ("judge", "judging")])
def test_an_official_sees_the_locked_player_and_unlocks_them(
    client: Any, locked: Event, who: str, page: str
) -> None:
    client.force_login(getattr(locked, who))
    shown = client.get(url(page, locked.t)).content.decode()
    unlock = url("login_unlock", locked.t, user_id=locked.player.pk)
    assert "Locked-out logins" in shown and unlock in shown
    response = client.post(unlock)
    assert response.status_code == 302 and response["Location"] == url(page, locked.t)
    assert _login("pia", RIGHT) == 302
    assert "Locked-out logins" not in client.get(url(page, locked.t)).content.decode()


@pytest.mark.parametrize("who", ["player", "stranger"])
def test_no_one_else_may_unlock(client: Any, locked: Event, who: str) -> None:
    client.force_login(getattr(locked, who))
    response = client.post(url("login_unlock", locked.t, user_id=locked.player.pk))
    assert response.status_code == 404
    assert _login("pia", RIGHT) == 429


def test_an_unlock_is_a_post(client: Any, locked: Event) -> None:
    client.force_login(locked.organizer)
    assert client.get(url("login_unlock", locked.t, user_id=locked.player.pk)).status_code == 405
    assert _login("pia", RIGHT) == 429


def test_only_the_event_s_own_players_are_unlocked(client: Any, locked: Event) -> None:
    """An organizer is not a site administrator: the stranger plays in no event of theirs."""
    _locked_out(locked.stranger)
    client.force_login(locked.organizer)
    response = client.post(url("login_unlock", locked.t, user_id=locked.stranger.pk), follow=True)
    assert "Not unlocked: no such player in this event" in response.content.decode()
    assert _login("stranger", RIGHT) == 429
