"""Webhooks go to public addresses only (issue 43 item 5, SSRF): the API and the organizer's
page refuse a URL whose host is or resolves to a loopback, private, link-local (the cloud
metadata address), multicast, unspecified or reserved address, IPv4-mapped forms included,
with a 400 naming ``url``; each attempt resolves again, refuses the same (DNS rebinding:
recorded as failed, not retried) and connects to the address it checked.

The tests have no DNS: names are address literals or ``localhost`` (from /etc/hosts), except
in the rebinding tests, which replace the resolver (``webhook_targets.addresses_of``)."""

from __future__ import annotations

import shutil
import ssl
import subprocess
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from rest_framework.test import APIClient

from tests.tournaments.factories import tournament_with_players, user
from tests.tournaments.web.conftest import Event
from tests.tournaments.webhook_receiver import PUBLIC_HOOK_URL, receiver
from tournaments.models import Webhook, WebhookDelivery
from tournaments.services import tournaments as svc
from tournaments.services import webhook_targets, webhooks

pytestmark = pytest.mark.django_db
NOT_PUBLIC = [
    "http://127.0.0.1/hook",
    "http://127.1.2.3:8080/hook",
    "http://[::1]/hook",
    "http://10.1.2.3/hook",
    "http://192.168.1.20/hook",
    "http://172.16.5.4/hook",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::ffff:127.0.0.1]/hook",
    "http://[::ffff:169.254.169.254]/hook",
    "http://localhost:8000/hook",
    "http://2130706433/hook",  # 127.0.0.1 written as one number
    "http://[fe80::1]/hook",
    "http://[fd00::1]/hook",
    "http://224.0.0.1/hook",
    "http://0.0.0.0/hook",
    "http://240.0.0.1/hook",
    "http://100.64.0.1/hook",  # carrier-grade NAT: not public either
]
REBOUND = "hooks.example.test"  # a name only the replaced resolver knows


@pytest.fixture(autouse=True)
def _public_targets_only(settings: Any) -> None:
    settings.WEBHOOK_ALLOW_PRIVATE_TARGETS = False  # the production default


def _api_register(tournament: Any, url: str) -> Any:
    client = APIClient()
    client.force_authenticate(user("org"))
    body = {"url": url, "events": ["result_recorded"]}
    return client.post(f"/api/v1/tournaments/{tournament.pk}/webhooks/", body, format="json")


@pytest.mark.parametrize("url", NOT_PUBLIC)
def test_the_api_refuses_a_target_that_is_not_public_naming_the_field(url: str) -> None:
    reply = _api_register(tournament_with_players(2), url)
    assert reply.status_code == 400, reply.json()
    assert reply.json()["field"] == "url" and "public addresses: " in reply.json()["message"]
    assert not Webhook.objects.exists()


@pytest.mark.parametrize("url", NOT_PUBLIC)
def test_the_webhooks_page_refuses_a_target_that_is_not_public(url: str) -> None:
    event = Event()
    client = Client()
    client.force_login(event.organizer)
    reply = client.post(
        f"/events/{event.t.pk}/manage/webhooks/", {"url": url, "events": ["event_completed"]}
    )
    assert reply.status_code == 200 and b"only to public addresses" in reply.content
    assert not Webhook.objects.exists()


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("http://[::1/hook", "valid URL"),
        ("http://93.184.215.14:99999/hook", "valid URL"),
        ("http://nowhere.invalid/hook", "does not resolve"),
    ],
)
def test_a_malformed_or_unknown_target_is_a_400_naming_the_field(url: str, says: str) -> None:
    reply = _api_register(tournament_with_players(2), url)
    assert reply.status_code == 400 and reply.json()["field"] == "url"
    assert says in reply.json()["message"]


def test_a_public_target_is_accepted() -> None:
    assert _api_register(tournament_with_players(2), PUBLIC_HOOK_URL).status_code == 201


@pytest.mark.parametrize(
    ("address", "public"),
    [
        ("2606:4700:4700::1111", True),
        ("93.184.215.14", True),
        ("ff02::1", False),
        ("::", False),
        ("2002:7f00:1::", False),  # 6to4 of 127.0.0.1
        ("fe80::1%1", False),
    ],
)
def test_ipv6_forms_are_judged_by_the_address_they_reach(address: str, public: bool) -> None:
    assert (webhook_targets.refusal(address) is None) is public


def _resolver(monkeypatch: Any, answers: dict[str, list[str]], calls: list[str]) -> None:
    real = webhook_targets.addresses_of

    def resolve(host: str, port: int) -> list[str]:
        calls.append(host)
        return answers[host] if host in answers else real(host, port)

    monkeypatch.setattr(webhook_targets, "addresses_of", resolve)


def test_a_name_that_resolves_private_at_delivery_is_refused_once_and_not_retried(
    monkeypatch: Any, django_capture_on_commit_callbacks: Any
) -> None:
    tournament = tournament_with_players(4)
    svc.round_pair(tournament)
    answers: dict[str, list[str]] = {REBOUND: ["93.184.215.14"]}  # public when registered
    _resolver(monkeypatch, answers, [])
    with receiver(200) as server:
        port = server.url.rsplit(":", 1)[1].split("/")[0]
        assert _api_register(tournament, f"http://{REBOUND}:{port}/hook").status_code == 201
        answers[REBOUND] = ["127.0.0.1"]  # then rebound to where the receiver listens
        with django_capture_on_commit_callbacks(execute=True):
            svc.result_record(tournament, "r1-t1", "a_win")
    assert server.requests == []
    delivery = WebhookDelivery.objects.get()
    assert (delivery.status, delivery.attempts, delivery.next_attempt_at) == ("failed", 1, None)
    [attempt] = delivery.attempt_log.all()
    assert attempt.status_code is None and attempt.error.startswith("refused: ")
    assert f"{REBOUND} resolves to 127.0.0.1, a loopback address" in attempt.error


def _rebound_delivery(url: str, path: str = "/hook") -> WebhookDelivery:
    """A delivery to the receiver at ``url``, under the name only the replaced resolver knows."""
    scheme, port = url.split("://")[0], url.rsplit(":", 1)[1].split("/")[0]
    hook = Webhook.objects.create(
        tournament=tournament_with_players(2),
        key="w1",
        url=f"{scheme}://{REBOUND}:{port}{path}",
        secret="s",
    )
    return WebhookDelivery.objects.create(
        webhook=hook, kind="event_completed", stream_version=1, body="{}"
    )


def test_a_delivery_connects_to_the_address_it_checked_with_the_original_host(
    monkeypatch: Any, settings: Any
) -> None:
    settings.WEBHOOK_ALLOW_PRIVATE_TARGETS = True  # the receiver listens on 127.0.0.1
    calls: list[str] = []
    _resolver(monkeypatch, {REBOUND: ["127.0.0.1"]}, calls)
    with receiver(200) as server:
        delivery = _rebound_delivery(server.url, "/hook?x=1")
        assert webhooks.delivery_attempt(delivery.pk).status == "delivered"
    # Resolved once, by the check: the system resolver does not know the name, so the
    # connection went to the checked address, and the Host header is still the URL's.
    assert calls == [REBOUND]
    [got] = server.requests
    port = server.url.rsplit(":", 1)[1].split("/")[0]
    assert got.headers["Host"] == f"{REBOUND}:{port}" and got.path == "/hook?x=1"


@pytest.fixture
def certificate(tmp_path: Path) -> Path:
    """A self-signed certificate (and its key, in the same file) for ``REBOUND``."""
    if shutil.which("openssl") is None:
        pytest.skip("needs the openssl command")
    pem = tmp_path / "hook.pem"
    subject = ["-subj", f"/CN={REBOUND}", "-addext", f"subjectAltName=DNS:{REBOUND}"]
    files = ["-keyout", str(pem), "-out", str(tmp_path / "cert.pem")]
    command = ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"]
    subprocess.run([*command, *subject, *files], check=True, capture_output=True)
    pem.write_text(pem.read_text() + (tmp_path / "cert.pem").read_text())
    return pem


def test_https_goes_to_the_checked_address_with_the_host_as_server_name_and_verified(
    monkeypatch: Any, settings: Any, certificate: Path
) -> None:
    settings.WEBHOOK_ALLOW_PRIVATE_TARGETS = True  # the receiver listens on 127.0.0.1
    _resolver(monkeypatch, {REBOUND: ["127.0.0.1"]}, [])
    server_side = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server_side.load_cert_chain(certificate)
    names: list[str | None] = []
    server_side.sni_callback = lambda _socket, name, _context: names.append(name)
    with receiver(200, tls=server_side) as server:
        untrusted = _rebound_delivery(server.url)
        webhooks.delivery_attempt(untrusted.pk)  # not signed by a trusted authority
        monkeypatch.setattr(webhook_targets, "TLS", ssl.create_default_context(cafile=certificate))
        trusted = WebhookDelivery.objects.create(
            webhook=untrusted.webhook, kind="result_recorded", stream_version=2, body="{}"
        )
        assert webhooks.delivery_attempt(trusted.pk).status == "delivered"
    assert "CERTIFICATE_VERIFY_FAILED" in untrusted.attempt_log.get().error
    assert names == [REBOUND, REBOUND] and len(server.requests) == 1
