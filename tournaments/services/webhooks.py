"""Webhooks: organizers subscribe a URL to kinds of news; deliveries are signed, sent by a
Celery task with retries and exponential backoff, and every attempt is recorded.

The path of one notice (docs/api.md "Webhooks", docs/decisions/webhooks.md):
1. a command's ``_append`` (or the standings refresh) asks :func:`deliveries_record` in its
   own transaction: the news is read from the new events and the state already folded (no
   query when there is no news; one when there is), and a ``WebhookDelivery`` row is written
   per subscribed hook, its body fixed then;
2. after the commit, :func:`deliveries_send_later` queues one ``webhook_deliver`` task each
   (a lost task is found again by :func:`deliveries_sweep`), so no receiver ever holds a
   command up or rolls it back;
3. :func:`delivery_attempt` claims the delivery (a lease, in a short transaction), POSTs
   the body with its HMAC-SHA256 signature outside any transaction, and records the attempt
   in another; the task retries failures after 1, 2, 4, 8... times the base delay.
"""

from __future__ import annotations

import datetime
import hashlib
import hmac
import http.client
import json
import logging
import secrets
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone

from engine.tournament.points import Stage
from engine.tournament.state import TournamentState
from tournaments import queue
from tournaments.errors import DomainError, NotFound
from tournaments.eventstore import RecordedEvent
from tournaments.models import Tournament, Webhook, WebhookAttempt, WebhookDelivery
from tournaments.services import webhook_targets as targets

log = logging.getLogger(__name__)

KINDS = tuple(Webhook.Kind.values)
SIGNATURE_HEADER = "X-Agot-Signature-256"
_ROUND_EVENTS = {
    "RoundPaired",
    "RoundRepaired",
    "PairingChanged",
    "RoundPublished",
    "TablesAssigned",
    "TablesReassigned",
}
_RESULT_EVENTS = {
    "ResultRecorded",
    "ResultCorrected",
    "MeleeResultRecorded",
    "MeleeResultCorrected",
}


@dataclass(frozen=True)
class Notice:
    """One piece of news about a tournament, at the stream version that made it."""

    kind: str
    stream_version: int
    occurred_at: datetime.datetime
    data: dict[str, Any]


# --- Subscriptions. --------------------------------------------------------------------------


def webhook_register(tournament: Tournament, *, url: str, kinds: Sequence[str], by: Any) -> Webhook:
    """Subscribe ``url`` to ``kinds`` of news of the tournament; its secret is made here."""
    unknown = sorted(set(kinds) - set(KINDS))
    if not kinds or unknown:
        raise DomainError(f"events are some of {', '.join(KINDS)}", field="events")
    url = targets.target_register(url)  # resolved before the transaction: DNS may be slow
    with transaction.atomic():
        count = Webhook.objects.select_for_update().filter(tournament=tournament).count()
        return Webhook.objects.create(
            tournament=tournament,
            key=f"w{count + 1}",
            url=url,
            kinds=sorted(set(kinds)),
            secret=secrets.token_hex(32),
            created_by=by,
        )


def webhook_list(tournament: Tournament) -> QuerySet[Webhook]:
    return Webhook.objects.filter(tournament=tournament, active=True).order_by("id")


def hooks_watch(tournament: Tournament, kind: str) -> bool:
    """Whether any active hook of the tournament is sent ``kind`` (one small query)."""
    return any(kind in kinds for kinds in webhook_list(tournament).values_list("kinds", flat=True))


def webhook_get(tournament: Tournament, key: str) -> Webhook:
    hook = webhook_list(tournament).filter(key=key).first()
    if hook is None:
        raise NotFound(f"there is no webhook {key!r}")
    return hook


def webhook_remove(tournament: Tournament, key: str) -> None:
    """Stop sending to a hook; what was sent stays on record."""
    hook = webhook_get(tournament, key)
    hook.active = False
    hook.save(update_fields=["active"])


def delivery_list(hook: Webhook, limit: int = 20) -> list[WebhookDelivery]:
    """The hook's latest deliveries with their attempts (two queries)."""
    rows = hook.deliveries.order_by("-id").prefetch_related("attempt_log")[:limit]
    return list(rows)


# --- News from events. -----------------------------------------------------------------------


def notices_of(state: TournamentState, recorded: Iterable[RecordedEvent]) -> list[Notice]:
    """The news in newly recorded events, read against the state they were folded into.

    A round counts once published (a draft is for officials only); results and corrections
    of games and melee tables alike; the completion with its champion."""
    notices = []
    for event in recorded:
        payload = event.payload
        if event.type in _ROUND_EVENTS:
            round_ = state.rounds.get((Stage(payload["stage"]), payload["round"]))
            if round_ is None or not round_.published:
                continue
            data: dict[str, Any] = {"stage": round_.stage.value, "round": round_.number}
            kind = Webhook.Kind.ROUND_PUBLISHED
        elif event.type in _RESULT_EVENTS:
            kind, data = Webhook.Kind.RESULT_RECORDED, _result_data(event)
        elif event.type == "TournamentCompleted":
            kind, data = Webhook.Kind.EVENT_COMPLETED, {"champion": payload["champion"]}
        else:
            continue
        notices.append(Notice(kind.value, event.version, event.recorded_at, data))
    return notices


def _result_data(event: RecordedEvent) -> dict[str, Any]:
    p = event.payload
    fields = ("match", "table", "stage", "round", "result", "places", "end_reason")
    return {
        **{name: p[name] for name in fields if name in p},
        "corrected": event.type.endswith("Corrected"),
    }


def standings_notice(tournament: Tournament, version: int) -> Notice:
    data = {"standings_version": version}
    return Notice(Webhook.Kind.STANDINGS_CHANGED.value, version, timezone.now(), data)


def _body(delivery_id: str, tournament: Tournament, notice: Notice) -> str:
    body = {
        "id": delivery_id,
        "kind": notice.kind,
        "tournament_id": tournament.pk,
        "stream_version": notice.stream_version,
        "occurred_at": notice.occurred_at.astimezone(datetime.UTC).isoformat(),
        "data": notice.data,
    }
    return json.dumps(body, sort_keys=True, separators=(",", ":"))


def deliveries_record(tournament: Tournament, notices: Sequence[Notice]) -> list[int]:
    """Write a delivery per subscribed hook and notice (call inside the transaction that
    records the news); returns their ids, to send after the commit."""
    if not notices:
        return []
    hooks = list(webhook_list(tournament))
    ids = []
    for hook in hooks:
        for notice in notices:
            if notice.kind not in hook.kinds:
                continue
            delivery = WebhookDelivery(
                webhook=hook,
                kind=notice.kind,
                stream_version=notice.stream_version,
                next_attempt_at=timezone.now(),
            )
            delivery.body = _body(str(delivery.delivery_id), tournament, notice)
            delivery.save()
            ids.append(delivery.pk)
    return ids


def deliveries_send_later(ids: Sequence[int]) -> None:
    """Queue the deliveries (after the commit). A broker that is down loses nothing: the
    rows are pending and the sweep queues them again."""
    for delivery_id in ids:
        queue.enqueue(queue.WEBHOOK_DELIVER, delivery_id)  # committed: never fails the command


def deliveries_sweep(grace_seconds: int = 60) -> int:
    """Queue again every pending delivery whose next attempt is overdue (a lost task)."""
    due = timezone.now() - datetime.timedelta(seconds=grace_seconds)
    ids = list(
        WebhookDelivery.objects.filter(
            status=WebhookDelivery.Status.PENDING, next_attempt_at__lte=due
        ).values_list("pk", flat=True)[:500]
    )
    deliveries_send_later(ids)
    return len(ids)


# --- Sending. ----------------------------------------------------------------------------------


def signature(secret: str, body: bytes) -> str:
    """``sha256=<hex>``: HMAC-SHA256 of the exact body bytes with the hook's secret."""
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def backoff_seconds(attempts: int) -> float:
    """The wait before attempt ``attempts + 1``: base, 2 x base, 4 x base..."""
    return float(settings.WEBHOOK_RETRY_BASE_SECONDS * 2 ** (attempts - 1))


@dataclass(frozen=True)
class PostResult:
    code: int | None  # the receiver's status code, None when there was no answer
    error: str
    refused: bool = False  # the target is not public (any more): final, not retried


def _post(hook: Webhook, delivery: WebhookDelivery) -> PostResult:
    body = delivery.body.encode()
    headers = {
        "Content-Type": "application/json",
        "User-Agent": "agot-tournaments-webhooks/1",
        "X-Agot-Event": delivery.kind,
        "X-Agot-Delivery": str(delivery.delivery_id),
        SIGNATURE_HEADER: signature(hook.secret, body),
    }
    try:
        # Resolved and checked again now (the name may point elsewhere since registration),
        # and the POST goes to the address checked.
        target = targets.target_check(hook.url)
        code = targets.post(target, body, headers, settings.WEBHOOK_TIMEOUT_SECONDS)
    except DomainError as refused:
        return PostResult(None, f"refused: {refused}"[:300], refused=True)
    except (OSError, ValueError, http.client.HTTPException) as error:  # refused, timed out, DNS
        return PostResult(None, f"{type(error).__name__}: {error}"[:300])
    # A redirect is a failed attempt too: following it would send the body elsewhere.
    return PostResult(code, "" if 200 <= code < 300 else f"HTTP {code}")


@dataclass(frozen=True)
class AttemptOutcome:
    status: str  # the delivery's status after the attempt
    retry_in: float | None  # seconds until the next attempt, when one is due


def delivery_attempt(delivery_id: int) -> AttemptOutcome:
    """POST a pending delivery once and record the attempt; a delivered, failed or removed
    one is left alone, and so is one another worker has in flight (a duplicate task does
    nothing). No transaction or lock is held during the POST: the delivery is claimed in a
    short transaction (a lease, WEBHOOK_LEASE_SECONDS) and the outcome recorded in another,
    so a slow receiver never holds the row, its hook or a database connection's transaction."""
    claimed = _delivery_claim(delivery_id)
    if isinstance(claimed, AttemptOutcome):
        return claimed
    started = time.monotonic()
    result = _post(claimed.webhook, claimed)
    took_ms = int((time.monotonic() - started) * 1000)
    return _attempt_record(delivery_id, claimed.attempts, result, took_ms)


def _locked(delivery_id: int) -> WebhookDelivery | None:
    # ``of``: lock the delivery only, not the hook joined for its URL and secret.
    rows = WebhookDelivery.objects.select_for_update(of=("self",)).select_related("webhook")
    return rows.filter(pk=delivery_id).first()


@transaction.atomic
def _delivery_claim(delivery_id: int) -> WebhookDelivery | AttemptOutcome:
    """Take the next attempt of the delivery (the number counted now, so a worker that dies
    mid-flight still used one and a receiver that kills workers cannot loop for ever)."""
    delivery = _locked(delivery_id)
    if delivery is None or delivery.status != WebhookDelivery.Status.PENDING:
        return AttemptOutcome(delivery.status if delivery else "missing", None)
    now = timezone.now()
    if delivery.leased_until is not None:
        if delivery.leased_until > now:  # in flight elsewhere: that worker records it
            return AttemptOutcome(delivery.status, None)
        _attempt_log(delivery.pk, delivery.attempts, None, "no outcome: the worker was lost", 0)
    if not delivery.webhook.active or delivery.attempts >= settings.WEBHOOK_MAX_ATTEMPTS:
        return _finish(delivery, WebhookDelivery.Status.FAILED)
    delivery.attempts += 1
    delivery.leased_until = now + datetime.timedelta(seconds=settings.WEBHOOK_LEASE_SECONDS)
    delivery.next_attempt_at = delivery.leased_until  # the sweep looks again only after it
    delivery.save(update_fields=["attempts", "leased_until", "next_attempt_at"])
    return delivery


@transaction.atomic
def _attempt_record(
    delivery_id: int, number: int, result: PostResult, took_ms: int
) -> AttemptOutcome:
    delivery = _locked(delivery_id)
    if delivery is None or delivery.attempts != number or delivery.leased_until is None:
        # Our lease ran out and another worker took the delivery over: its record stands.
        log.warning("webhook delivery %s: attempt %s outlived its lease", delivery_id, number)
        return AttemptOutcome(delivery.status if delivery else "missing", None)
    code = result.code
    _attempt_log(delivery.pk, number, code, result.error, took_ms)
    delivery.leased_until = None
    if code is not None and 200 <= code < 300:
        delivery.delivered_at = timezone.now()
        return _finish(delivery, WebhookDelivery.Status.DELIVERED)
    if result.refused or delivery.attempts >= settings.WEBHOOK_MAX_ATTEMPTS:
        return _finish(delivery, WebhookDelivery.Status.FAILED)
    wait = backoff_seconds(delivery.attempts)
    delivery.next_attempt_at = timezone.now() + datetime.timedelta(seconds=wait)
    delivery.save()
    return AttemptOutcome(delivery.status, wait)


def _attempt_log(delivery_id: int, number: int, code: int | None, error: str, ms: int) -> None:
    WebhookAttempt.objects.create(
        delivery_id=delivery_id,
        number=number,
        at=timezone.now(),
        status_code=code,
        error=error,
        duration_ms=ms,
    )


def _finish(delivery: WebhookDelivery, status: str) -> AttemptOutcome:
    delivery.status = status
    delivery.next_attempt_at = delivery.leased_until = None
    delivery.save()
    return AttemptOutcome(status, None)


def standings_digest(tournament: Tournament) -> str:
    """What the standings say (rank, points, tie-breaks per player): the refresh tells the
    hooks only when this changed, not on every recomputation."""
    from tournaments.models import Standing

    rows = Standing.objects.filter(tournament=tournament).order_by("rank", "registration_id")
    values = rows.values_list("registration_id", "rank", "points", "sos", "esos", "status")
    return hashlib.sha256(repr(list(values)).encode()).hexdigest()
