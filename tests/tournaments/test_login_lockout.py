"""Failed logins are throttled and locked out on the web login and the API token endpoint,
by account and by client address, with the client address taken from the configured number
of trusted proxies, never from a header any client can send (issue 24, item 1)."""

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


@pytest.mark.parametrize("login", [_web, _api])
def test_an_account_is_locked_after_repeated_wrong_passwords(ann: Any, login: Any) -> None:
    codes = [login("ann", f"guess {i}", REMOTE_ADDR=f"10.0.0.{i}") for i in range(8)]
    assert 429 in codes and codes[-1] == 429, codes  # from many addresses: by account
    assert login("ann", RIGHT, REMOTE_ADDR="10.9.9.9") == 429  # even the right one, for now


@pytest.mark.parametrize("login", [_web, _api])
def test_an_address_is_locked_after_repeated_failures_whatever_the_account(
    ann: Any, login: Any
) -> None:
    codes = [login(f"user{i}", "guess", REMOTE_ADDR="10.1.1.1") for i in range(8)]
    assert codes[-1] == 429, codes
    assert login("ann", RIGHT, REMOTE_ADDR="10.1.1.1") == 429
    assert login("ann", RIGHT, REMOTE_ADDR="10.1.1.2") in (200, 302)  # another address


@pytest.mark.parametrize("login", [_web, _api])
def test_a_rotated_forwarded_for_header_does_not_escape_the_lockout(ann: Any, login: Any) -> None:
    codes = [
        login(f"user{i}", "guess", REMOTE_ADDR="10.2.2.2", HTTP_X_FORWARDED_FOR=f"198.51.100.{i}")
        for i in range(8)
    ]
    assert codes[-1] == 429, codes


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
