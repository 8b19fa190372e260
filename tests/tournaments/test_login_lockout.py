"""Failed logins are throttled and locked out on the web login and the API token endpoint,
by account at one address, with ceilings per address and per account, the client address
taken from the configured number of trusted proxies, never from a header any client can send
(issue 24, item 1; issue 43, item 4: one player mistyping at a venue locks out only themself).
The address tests lower the address ceiling (100 by default) to keep them quick."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client, override_settings
from rest_framework.test import APIClient

from tests.tournaments.factories import user

pytestmark = pytest.mark.django_db

WEB, API = "/accounts/login/", "/api/v1/auth/token/"
RIGHT = "correct horse battery"


@pytest.fixture
def ann(db: Any, settings: Any) -> Any:
    # A fast hasher: these tests make dozens of failed logins, each hashing a password.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    account = user("ann")
    account.set_password(RIGHT)
    account.save()
    return account


def _web(username: str, password: str, **meta: str) -> int:
    response = Client().post(WEB, {"username": username, "password": password}, **meta)
    return response.status_code


def _api(username: str, password: str, **meta: str) -> int:
    body = {"username": username, "password": password}
    return APIClient().post(API, body, format="json", **meta).status_code


@pytest.fixture
def low_address_ceiling(settings: Any) -> None:
    settings.AGOT_LOGIN_ADDRESS_FAILURE_LIMIT = 6


@pytest.mark.parametrize("login", [_web, _api])
def test_an_account_is_locked_at_one_address_after_repeated_wrong_passwords(
    ann: Any, login: Any
) -> None:
    codes = [login("ann", f"guess {i}", REMOTE_ADDR="10.0.0.1") for i in range(6)]
    assert codes[-1] == 429, codes
    assert login("ann", RIGHT, REMOTE_ADDR="10.0.0.1") == 429  # even the right one, for now


@pytest.mark.parametrize("login", [_web, _api])
def test_an_account_is_locked_everywhere_past_its_ceiling(
    ann: Any, login: Any, settings: Any
) -> None:
    """Guesses spread over many addresses (four or fewer each) still lock the account."""
    limit = settings.AGOT_LOGIN_ACCOUNT_FAILURE_LIMIT
    codes = [login("ann", f"guess {i}", REMOTE_ADDR=f"10.0.{i % 8}.{i}") for i in range(limit + 2)]
    assert 429 not in codes[: limit - 1] and codes[-1] == 429, codes
    assert login("ann", RIGHT, REMOTE_ADDR="10.9.9.9") == 429


@pytest.mark.usefixtures("low_address_ceiling")
@pytest.mark.parametrize("login", [_web, _api])
def test_an_address_is_locked_past_its_ceiling_whatever_the_account(ann: Any, login: Any) -> None:
    codes = [login(f"user{i}", "guess", REMOTE_ADDR="10.1.1.1") for i in range(8)]
    assert codes[-1] == 429, codes
    assert login("ann", RIGHT, REMOTE_ADDR="10.1.1.1") == 429
    assert login("ann", RIGHT, REMOTE_ADDR="10.1.1.2") in (200, 302)  # another address


@pytest.mark.usefixtures("low_address_ceiling")
@pytest.mark.parametrize("login", [_web, _api])
def test_a_rotated_forwarded_for_header_does_not_escape_the_lockout(ann: Any, login: Any) -> None:
    codes = [
        login(f"user{i}", "guess", REMOTE_ADDR="10.2.2.2", HTTP_X_FORWARDED_FOR=f"198.51.100.{i}")
        for i in range(8)
    ]
    assert codes[-1] == 429, codes


@pytest.mark.usefixtures("low_address_ceiling")
@pytest.mark.parametrize("login", [_web, _api])
def test_behind_one_trusted_proxy_the_proxy_s_entry_is_the_client(ann: Any, login: Any) -> None:
    """With one trusted proxy the client is the last X-Forwarded-For entry (the one the proxy
    wrote); what the client put before it is ignored."""
    with override_settings(AGOT_TRUSTED_PROXIES=1):
        codes = [
            login(
                f"user{i}",
                "guess",
                REMOTE_ADDR="10.0.0.1",  # the proxy
                HTTP_X_FORWARDED_FOR=f"198.51.100.{i}, 203.0.113.7",
            )
            for i in range(8)
        ]
        assert codes[-1] == 429, codes
        other = login("ann", RIGHT, REMOTE_ADDR="10.0.0.1", HTTP_X_FORWARDED_FOR="203.0.113.8")
        assert other in (200, 302)


@pytest.mark.parametrize("login", [_web, _api])
def test_one_player_mistyping_at_a_venue_locks_out_only_themself(ann: Any, login: Any) -> None:
    """Issue 43, item 4: a hundred players behind the venue's one address; one mistypes five
    times. Only that one is locked out; the other 99 log in (with the default ceilings)."""
    venue = {"REMOTE_ADDR": "192.0.2.10"}
    players = [user(f"player{i:03}") for i in range(100)]
    for player in players:
        player.set_password(RIGHT)
    User = type(players[0])
    User.objects.bulk_update(players, ["password"])
    clumsy, others = players[0], players[1:]
    for i in range(5):
        login(clumsy.username, f"typo {i}", **venue)
    assert login(clumsy.username, RIGHT, **venue) == 429
    refused = [p.username for p in others if login(p.username, RIGHT, **venue) not in (200, 302)]
    assert refused == []
