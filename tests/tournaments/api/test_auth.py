"""Token login for API clients; anonymous calls to the private API are a 401."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from tests.tournaments.factories import user

from .conftest import state

pytestmark = pytest.mark.django_db
URL = "/api/v1/auth/token/"


@pytest.fixture
def ann(db: Any) -> Any:
    account = user("ann")
    account.set_password("correct horse battery")
    account.save()
    return account


def test_a_token_for_the_right_password_then_works(ann: Any) -> None:
    client = APIClient()
    response = client.post(
        URL, {"username": "ann", "password": "correct horse battery"}, format="json"
    )
    assert response.status_code == 200
    token = response.json()["token"]
    assert Token.objects.get(user=ann).key == token
    client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    assert client.get("/api/v1/tournaments/").status_code == 200


@pytest.mark.parametrize(
    "body",
    [
        {"username": "ann", "password": "wrong"},
        {"username": "nobody", "password": "correct horse battery"},
        {"username": "ann"},
        {"username": "ann", "password": "correct horse battery", "is_staff": True},
    ],
)
def test_wrong_credentials_get_no_token(ann: Any, body: dict[str, str]) -> None:
    before = state()
    response = APIClient().post(URL, body, format="json")
    assert response.status_code == 400
    assert response.json()["code"] in ("invalid_credentials", "invalid")
    assert state() == before


def test_anonymous_and_bad_tokens_are_a_401(ann: Any) -> None:
    client = APIClient()
    response = client.get("/api/v1/tournaments/")
    assert response.status_code == 401 and response["WWW-Authenticate"] == "Token"
    client.credentials(HTTP_AUTHORIZATION="Token not-a-real-token")
    assert client.get("/api/v1/tournaments/").status_code == 401


def test_an_inactive_account_gets_no_token(ann: Any) -> None:
    ann.is_active = False
    ann.save()
    response = APIClient().post(
        URL, {"username": "ann", "password": "correct horse battery"}, format="json"
    )
    assert response.status_code == 400
