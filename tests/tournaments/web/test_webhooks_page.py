"""The organizer's webhooks page: add a hook (the secret shown once), see its deliveries,
remove it; a bad URL is refused naming it and stores nothing; others get a 404 ([T-ROLE-1])."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from tests.tournaments.webhook_receiver import PUBLIC_HOOK_URL
from tournaments.models import Webhook
from tournaments.services import tournaments as svc

from .conftest import Event

pytestmark = pytest.mark.django_db


def _client(who: Any) -> Client:
    client = Client()
    client.force_login(who)
    return client


def test_the_organizer_adds_sees_and_removes_a_webhook() -> None:
    event = Event()
    page = f"/events/{event.t.pk}/manage/webhooks/"
    organizer = _client(event.organizer)
    assert b"Webhooks" in organizer.get(f"/events/{event.t.pk}/manage/").content
    added = organizer.post(
        page, {"url": PUBLIC_HOOK_URL, "events": ["result_recorded"]}, follow=True
    )
    hook = Webhook.objects.get()
    assert hook.secret.encode() in added.content and PUBLIC_HOOK_URL.encode() in added.content
    svc.result_record(event.t, "r1-t1", "a_win")
    listed = organizer.get(page).content
    assert b"result_recorded" in listed and hook.secret.encode() not in listed
    organizer.post(f"{page}w1/remove/")
    assert b"No webhooks yet." in organizer.get(page).content


def test_a_bad_url_is_refused_naming_it_and_stores_nothing() -> None:
    event = Event()
    reply = _client(event.organizer).post(
        f"/events/{event.t.pk}/manage/webhooks/",
        {"url": "ftp://example.org/x", "events": ["event_completed"]},
    )
    assert reply.status_code == 200 and b"http:// or https://" in reply.content
    assert not Webhook.objects.exists()


@pytest.mark.parametrize("who", ["judge", "player", "stranger"])
def test_only_the_organizer_has_the_page(who: str) -> None:
    event = Event()
    page = f"/events/{event.t.pk}/manage/webhooks/"
    client = _client(getattr(event, who))
    assert client.get(page).status_code == 404
    assert (
        client.post(page, {"url": "https://x.org/", "events": ["event_completed"]}).status_code
        == 404
    )
    assert not Webhook.objects.exists()
