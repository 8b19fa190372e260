"""The live tracker pages: two players record a paper game at the table (phone-first).

Each view calls one tracker service (``services.tracker_entries``, ``tracker_undo``,
``tracker_result``) and renders the tracker body (``_tracker_body.html``, built by
``tracker_context``), which htmx swaps in place. The body polls every 2 s with the stream
version it shows: an unchanged log answers 204 (htmx swaps nothing), a changed one the new
body. Entries carry the log version they were made against and an idempotency key made once
per entry: a conflict re-renders the new state with a note, a retried entry records nothing
twice (docs/web.md, "Live tracker").
"""

from __future__ import annotations

import functools
import json
import uuid
from collections.abc import Callable
from typing import Any

from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from tournaments.access import match_for_user
from tournaments.errors import ConflictError, DomainError, NotFound
from tournaments.models import Tournament
from tournaments.selectors import tracker as live
from tournaments.services import tracker_entries as entries
from tournaments.services import tracker_result as result_svc
from tournaments.services import tracker_undo as undo_svc
from tournaments.web.guards import HtmxRequest, error_text, tournament_or_404
from tournaments.web.pages.tracker_context import (
    ABILITY_ROWS,
    PRIMITIVE_FIELDS,
    body_context,
    tracker_urls,
)
from tournaments.web.pages.tracker_sharing import (
    acting_user,
    opponent_login,
    share_forget,
    share_remember,
    viewed,
)


def tracker_view(view: Callable[..., HttpResponse]) -> Any:
    """``view(request, tournament, match_key)`` for a logged-in user; the services decide who
    may see the match (its two players and the officials; others get 404)."""

    @functools.wraps(view)
    def wrapped(request: HtmxRequest, tournament_id: int, match_key: str) -> HttpResponse:
        if not request.user.is_authenticated:
            from django.contrib.auth.views import redirect_to_login

            return redirect_to_login(request.get_full_path())
        tournament = tournament_or_404(tournament_id)
        try:
            return view(request, tournament, match_key)
        except NotFound as error:
            raise Http404(error.message) from None

    return wrapped


def _render_body(
    request: HtmxRequest,
    tournament: Tournament,
    match_key: str,
    message: str | None = None,
    status: int = 200,
    template: str = "tournaments/_tracker_body.html",
    ts: live.TrackerState | None = None,
) -> HttpResponse:
    """The tracker body as this phone shows it now (``viewed``)."""
    ts, shared = viewed(request, tournament, match_key, ts)
    context = body_context(tournament, ts, message, shared)
    return render(request, template, context, status=status)


# --- pages -----------------------------------------------------------------------------------


@tracker_view
def tracker_page(request: HtmxRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    """The tracker of a match; without a live log yet, a button to start one."""
    try:
        return _render_body(request, tournament, match_key, template="tournaments/tracker.html")
    except NotFound:
        match = match_for_user(tournament, match_key, request.user)
        context = {
            "tournament": tournament,
            "match": match,
            "urls": tracker_urls(tournament, match_key),
        }
        context["start_key"] = uuid.uuid4().hex
        return render(request, "tournaments/tracker_start.html", context)


@require_POST
@tracker_view
def tracker_start(request: HtmxRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    try:
        entries.tracker_start(
            tournament,
            match_key,
            user=request.user,
            idempotency_key=request.POST.get("idempotency_key") or None,
        )
    except NotFound:
        raise
    except DomainError as error:
        match = match_for_user(tournament, match_key, request.user)
        context = {
            "tournament": tournament,
            "match": match,
            "urls": tracker_urls(tournament, match_key),
            "start_key": uuid.uuid4().hex,
            "error": error_text(error),
        }
        return render(request, "tournaments/tracker_start.html", context, status=400)
    return redirect("web:tracker", tournament_id=tournament.pk, match_key=match_key)


@tracker_view
def tracker_board(request: HtmxRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    """The polled body: 204 while the stream is at the version the page shows."""
    shown = request.GET.get("v", "")
    if shown.isdigit() and int(shown) == live.tracker_version(
        tournament, match_key, user=request.user
    ):
        return HttpResponse(status=204)
    return _render_body(request, tournament, match_key)


def _expected(request: HtmxRequest) -> int:
    value = request.POST.get("expected_version", "")
    if not value.isdigit():
        raise DomainError("the entry names no log version", field="expected_version")
    return int(value)


def _submitted(
    request: HtmxRequest, tournament: Tournament, match_key: str, call: Any
) -> HttpResponse:
    """Run one entry as ``call(user, expected version, idempotency key)``, by the player
    making it (``acting_user``); on refusal re-render the current state with the reason.
    htmx gets 200 (so it swaps the body in); a plain form post the error status."""
    user = acting_user(request, tournament, match_key)
    try:
        ts = call(user, _expected(request), request.POST.get("idempotency_key") or None)
    except NotFound:
        raise
    except ConflictError as error:
        text = f"Not recorded: the other player entered something first. {error.message}"
        return _render_body(request, tournament, match_key, text, 200 if request.htmx else 409)
    except DomainError as error:
        text = f"Not recorded: {error_text(error)}"
        status = 200 if request.htmx else error.status
        return _render_body(request, tournament, match_key, text, status)
    if not request.htmx:
        return redirect("web:tracker", tournament_id=tournament.pk, match_key=match_key)
    return _render_body(request, tournament, match_key, ts=ts)


@require_POST
@tracker_view
def tracker_enter(request: HtmxRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    """Enter one offered option: ``option``, the picked ``cards`` and side choices
    ``side-<card>`` (stealth target, saving duplicate, setup attachment host)."""
    option = request.POST.get("option", "")
    entry: dict[str, Any] = {
        "option": int(option) if option.isdigit() else -1,
        "cards": request.POST.getlist("cards"),
        "extra": {
            key.removeprefix("side-"): value
            for key, value in request.POST.items()
            if key.startswith("side-") and value
        },
    }
    return _submitted(
        request,
        tournament,
        match_key,
        lambda user, version, key: entries.tracker_enter(
            tournament,
            match_key,
            user=user,
            entry=entry,
            expected_version=version,
            idempotency_key=key,
        ),
    )


# The ability form's rows: each a primitive (docs/match-log.md, "Abilities") with its fields.


def _field_value(name: str, value: str) -> Any:
    if name == "amount" and value.lstrip("-").isdigit():
        return int(value)
    if name == "cards":  # cards drawn: a list
        return [c.strip() for c in value.split(",") if c.strip()]
    return value


def _primitives(post: Any, kind: str) -> list[dict[str, Any]]:
    """The primitives of the form's ``kind`` rows (``cost`` or ``effect``): fields named
    ``<kind>-<row>-<field>``; a row without an ``op`` is left out."""
    found = []
    for row in range(ABILITY_ROWS[kind]):
        prefix = f"{kind}-{row}-"
        op = post.get(f"{prefix}op", "")
        if not op:
            continue
        primitive: dict[str, Any] = {"op": op}
        for name in PRIMITIVE_FIELDS:
            value = post.get(f"{prefix}{name}", "").strip()
            if value:
                primitive[name] = _field_value(name, value)
        found.append(primitive)
    return found


def _effects(post: Any) -> list[dict[str, Any]]:
    """The effects: the form's rows, or a JSON list for what the rows cannot say."""
    raw = post.get("effects_json", "").strip()
    if not raw:
        return _primitives(post, "effect")
    try:
        parsed = json.loads(raw)
    except ValueError:
        raise DomainError("the effects are not JSON", field="effects") from None
    return parsed if isinstance(parsed, list) else [parsed]


@require_POST
@tracker_view
def tracker_ability(request: HtmxRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    """Enter a card ability: source card, kind and effect primitives."""

    def call(user: Any, version: int, key: str | None) -> live.TrackerState:
        ability: dict[str, Any] = {
            "source": request.POST.get("source", ""),
            "kind": request.POST.get("kind", "action"),
            "costs": _primitives(request.POST, "cost"),
            "effects": _effects(request.POST),
        }
        targets = _field_value("cards", request.POST.get("targets", ""))
        if targets:
            ability["targets"] = targets
        return entries.tracker_ability(
            tournament,
            match_key,
            user=user,
            ability=ability,
            expected_version=version,
            idempotency_key=key,
        )

    return _submitted(request, tournament, match_key, call)


@require_POST
@tracker_view
def tracker_undo(request: HtmxRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    """Undo my last entry, before the opponent acts."""
    return _submitted(
        request,
        tournament,
        match_key,
        lambda user, version, key: undo_svc.tracker_undo(
            tournament, match_key, user=user, expected_version=version, idempotency_key=key
        ),
    )


@require_POST
@tracker_view
def tracker_end(request: HtmxRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    """Concede, or record that time was called."""
    how = request.POST.get("how", "")
    return _submitted(
        request,
        tournament,
        match_key,
        lambda user, version, key: entries.tracker_end(
            tournament,
            match_key,
            user=user,
            how=how,
            expected_version=version,
            idempotency_key=key,
        ),
    )


@require_POST
@tracker_view
def tracker_result(request: HtmxRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    """Confirm the result the log shows: my result report."""
    message = None
    try:
        result_svc.tracker_confirm_result(
            tournament,
            match_key,
            user=acting_user(request, tournament, match_key),
            idempotency_key=request.POST.get("idempotency_key") or None,
        )
    except NotFound:
        raise
    except DomainError as error:
        message = f"Not recorded: {error_text(error)}"
    if not request.htmx and message is None:
        return redirect("web:tracker", tournament_id=tournament.pk, match_key=match_key)
    return _render_body(
        request, tournament, match_key, message, 200 if request.htmx or not message else 400
    )


@require_POST
@tracker_view
def tracker_share(request: HtmxRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    """Share this phone with the opponent: they type their password once, and from then on
    this phone enters, undoes and confirms for both seats, each as its own player."""
    message = None
    try:
        share_remember(
            request, tournament, match_key, opponent_login(request, tournament, match_key)
        )
    except DomainError as error:
        message = f"Not shared: {error.message}"
    return _render_body(request, tournament, match_key, message)


@require_POST
@tracker_view
def tracker_unshare(request: HtmxRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    """Stop sharing: this phone enters for its own player only again."""
    share_forget(request, tournament, match_key)
    return _render_body(request, tournament, match_key)
