"""Webhooks: an organizer registers a URL over the API; news of the tournament reaches a
real HTTP server on 127.0.0.1, signed (HMAC-SHA256 of the body with the hook's secret);
failures are retried and every attempt is recorded; a receiver never holds a command up.
Tasks run in-process here (the embedded mode); test_webhooks_worker.py uses real workers."""

from __future__ import annotations

import hashlib
import hmac
import json
from typing import Any

import pytest
from django.test import override_settings
from rest_framework.test import APIClient

from tests.tournaments.factories import play_round, tournament_with_players, user
from tests.tournaments.webhook_receiver import PUBLIC_HOOK_URL, receiver
from tournaments import projections
from tournaments.models import Match, Webhook, WebhookDelivery
from tournaments.services import tournaments as svc
from tournaments.services import webhooks

pytestmark = pytest.mark.django_db
ALL = ["round_published", "result_recorded", "standings_changed", "event_completed"]


@pytest.fixture(autouse=True)
def _local_receivers(settings: Any) -> None:
    settings.WEBHOOK_ALLOW_PRIVATE_TARGETS = True  # the receivers listen on 127.0.0.1


def _organizer_client() -> APIClient:
    client = APIClient()
    client.force_authenticate(user("org"))
    return client


def _register(tournament: Any, url: str, events: list[str] = ALL) -> dict[str, Any]:
    reply = _organizer_client().post(
        f"/api/v1/tournaments/{tournament.pk}/webhooks/",
        {"url": url, "events": events},
        format="json",
    )
    assert reply.status_code == 201, reply.json()
    return reply.json()


def _verify(secret: str, headers: dict[str, str], body: bytes) -> None:
    expected = "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    assert hmac.compare_digest(headers[webhooks.SIGNATURE_HEADER], expected)


def test_a_result_reaches_the_receiver_signed_and_the_delivery_is_recorded(
    django_capture_on_commit_callbacks: Any,
) -> None:
    tournament = tournament_with_players(4)
    svc.round_pair(tournament)
    with receiver(200) as server:
        hook = _register(tournament, server.url, ["result_recorded"])
        with django_capture_on_commit_callbacks(execute=True):
            reply = _organizer_client().post(
                f"/api/v1/tournaments/{tournament.pk}/matches/r1-t1/result/",
                {"result": "a_win"},
                format="json",
            )
        assert reply.status_code == 200
    [got] = server.requests
    _verify(hook["secret"], got.headers, got.body)
    body = json.loads(got.body)
    assert body["kind"] == got.headers["X-Agot-Event"] == "result_recorded"
    assert body["id"] == got.headers["X-Agot-Delivery"]
    assert (
        body["tournament_id"] == tournament.pk and body["stream_version"] == reply.json()["version"]
    )
    assert body["data"] == {
        "match": "r1-t1",
        "stage": "swiss",
        "round": 1,
        "result": "a_win",
        "end_reason": None,
        "corrected": False,
    }
    delivery = WebhookDelivery.objects.get()
    assert (delivery.status, delivery.attempts) == ("delivered", 1)
    assert delivery.attempt_log.get().status_code == 200
    detail = _organizer_client().get(f"/api/v1/tournaments/{tournament.pk}/webhooks/w1/").json()
    assert (
        "secret" not in detail and detail["deliveries"][0]["attempt_log"][0]["status_code"] == 200
    )


def test_a_failing_receiver_is_retried_and_every_attempt_recorded(
    django_capture_on_commit_callbacks: Any,
) -> None:
    tournament = tournament_with_players(4)
    svc.round_pair(tournament)
    with receiver(503, 500, 200) as server:
        hook = _register(tournament, server.url, ["result_recorded"])
        with django_capture_on_commit_callbacks(execute=True):
            svc.result_record(tournament, "r1-t1", "b_win")
    assert len(server.requests) == 3
    assert len({r.body for r in server.requests}) == 1  # the same signed bytes each time
    for request in server.requests:
        _verify(hook["secret"], request.headers, request.body)
    delivery = WebhookDelivery.objects.get()
    assert (delivery.status, delivery.attempts) == ("delivered", 3)
    assert [a.status_code for a in delivery.attempt_log.all()] == [503, 500, 200]
    assert [a.number for a in delivery.attempt_log.all()] == [1, 2, 3]


@override_settings(WEBHOOK_MAX_ATTEMPTS=3)
def test_a_receiver_that_never_answers_fails_after_the_last_attempt_and_the_command_stands(
    django_capture_on_commit_callbacks: Any,
) -> None:
    tournament = tournament_with_players(4)
    svc.round_pair(tournament)
    with receiver(200) as server:
        closed = server.url  # nobody listens there once the server is shut down
    Webhook.objects.create(tournament=tournament, key="w1", url=closed, kinds=ALL, secret="s")
    with django_capture_on_commit_callbacks(execute=True):
        svc.result_record(tournament, "r1-t1", "a_win")
    assert Match.objects.get(tournament=tournament, key="r1-t1").result == "a_win"
    delivery = WebhookDelivery.objects.get(kind="result_recorded")
    assert (delivery.status, delivery.attempts) == ("failed", 3)
    attempts = list(delivery.attempt_log.all())
    assert all(a.status_code is None and "Connection" in a.error for a in attempts)


def test_backoff_doubles_from_the_base() -> None:
    with override_settings(WEBHOOK_RETRY_BASE_SECONDS=30):
        assert [webhooks.backoff_seconds(n) for n in (1, 2, 3, 4)] == [30, 60, 120, 240]


def test_only_published_rounds_the_completion_and_changed_standings_are_news(
    django_capture_on_commit_callbacks: Any,
) -> None:
    with django_capture_on_commit_callbacks(execute=True):  # standings of the entrants
        tournament = tournament_with_players(4, preset="custom", swiss_rounds=1)
    with receiver(200) as server:
        _register(tournament, server.url)
        with django_capture_on_commit_callbacks(execute=True):
            svc.round_pair(tournament, publish=False)  # a draft: officials only
        # The first Swiss round brings the standings (none before it): that is the only news.
        assert [json.loads(r.body)["kind"] for r in server.requests] == ["standings_changed"]
        with django_capture_on_commit_callbacks(execute=True):
            svc.round_repair(tournament, "a table is missing", publish=False)
        assert len(server.requests) == 1  # a new draft of round 1 changed no standing
        with django_capture_on_commit_callbacks(execute=True):
            svc.round_publish(tournament)
        with django_capture_on_commit_callbacks(execute=True):
            play_round(tournament)
        with django_capture_on_commit_callbacks(execute=True):
            svc.tournament_complete(tournament)
    kinds = [json.loads(r.body)["kind"] for r in server.requests]
    assert kinds[1] == "round_published" and kinds[-1] == "event_completed"
    assert kinds.count("result_recorded") == 2 and "standings_changed" in kinds
    champion = json.loads(server.requests[-1].body)["data"]["champion"]
    tournament.refresh_from_db()
    assert champion == tournament.champion.player_id


def test_a_hook_is_sent_only_the_kinds_it_asked_for(
    django_capture_on_commit_callbacks: Any,
) -> None:
    tournament = tournament_with_players(4)
    with receiver(200) as server:
        _register(tournament, server.url, ["event_completed"])
        with django_capture_on_commit_callbacks(execute=True):
            svc.round_pair(tournament)
            svc.result_record(tournament, "r1-t1", "a_win")
    assert server.requests == [] and not WebhookDelivery.objects.exists()


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"url": "ftp://example.org/x", "events": ["result_recorded"]}, "url"),
        ({"url": "https://user:pw@example.org/x", "events": ["result_recorded"]}, "url"),
        ({"url": "not a url", "events": ["result_recorded"]}, "url"),
        ({"url": "https://example.org/x", "events": ["result_ignored"]}, "events"),
        ({"url": "https://example.org/x", "events": []}, "events"),
    ],
)
def test_a_bad_registration_is_a_400_naming_the_field_and_stores_nothing(
    body: dict[str, Any], field: str
) -> None:
    tournament = tournament_with_players(2)
    reply = _organizer_client().post(
        f"/api/v1/tournaments/{tournament.pk}/webhooks/", body, format="json"
    )
    assert reply.status_code == 400
    answer = reply.json()
    assert answer.get("field") == field or field in answer.get("details", {})
    assert not Webhook.objects.exists()


def test_only_the_organizer_sees_or_changes_hooks_and_removal_stops_sending(
    django_capture_on_commit_callbacks: Any,
) -> None:
    tournament = tournament_with_players(4)
    svc.round_pair(tournament)
    _register(tournament, PUBLIC_HOOK_URL)
    stranger = APIClient()
    stranger.force_authenticate(user("stranger"))
    url = f"/api/v1/tournaments/{tournament.pk}/webhooks/"
    assert stranger.get(url).status_code == 403
    assert stranger.delete(url + "w1/").status_code == 403
    assert _organizer_client().delete(url + "w1/").status_code == 204
    assert _organizer_client().get(url).json() == []
    with django_capture_on_commit_callbacks(execute=True):
        svc.result_record(tournament, "r1-t1", "a_win")
    assert not WebhookDelivery.objects.exists()
    assert _organizer_client().get(url + "w1/").status_code == 404


def test_hooks_outlive_a_rebuild_of_the_projections() -> None:
    tournament = tournament_with_players(2)
    _register(tournament, PUBLIC_HOOK_URL)
    projections.rebuild(tournament.pk)
    assert [h.key for h in webhooks.webhook_list(tournament)] == ["w1"]


def test_the_sweep_sends_a_delivery_whose_task_was_lost() -> None:
    import datetime

    from django.utils import timezone

    from tournaments.tasks import webhooks_sweep

    tournament = tournament_with_players(2)
    with receiver(200) as server:
        hook = Webhook.objects.create(
            tournament=tournament, key="w1", url=server.url, kinds=ALL, secret="s"
        )
        late = timezone.now() - datetime.timedelta(minutes=5)
        lost = WebhookDelivery.objects.create(
            webhook=hook, kind="event_completed", stream_version=9, body="{}", next_attempt_at=late
        )
        recent = WebhookDelivery.objects.create(  # its own task may still be on its way
            webhook=hook,
            kind="result_recorded",
            stream_version=8,
            body="{}",
            next_attempt_at=timezone.now(),
        )
        assert webhooks_sweep.delay().get() == 1
    lost.refresh_from_db()
    recent.refresh_from_db()
    assert (lost.status, recent.status) == ("delivered", "pending")
    assert len(server.requests) == 1
