"""Organizer pages: create an event, register players and decks, run rounds, enter and
correct results, drops, the cut, elimination rounds and completion.

Each view calls one service; a refused command (``DomainError``) is shown beside the form or
button it came from, with its rule id, and nothing was written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from tournaments.models import Tournament
from tournaments.selectors import rounds as queries
from tournaments.services import results as results_svc
from tournaments.services import tournaments as svc
from tournaments.web.forms import (
    ActionForm,
    DeckForm,
    EventForm,
    PairingsForm,
    PlayerAddForm,
    ReasonForm,
)
from tournaments.web.guards import (
    HtmxRequest,
    actor,
    attempt,
    organizer_only,
    registration_or_404,
)
from tournaments.web.pages import decks, event_facts
from tournaments.web.pages import organizer_context as desk


@login_required
def event_create(request: HttpRequest) -> HttpResponse:
    form = EventForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        created, _ = attempt(
            form,
            lambda: svc.tournament_create(
                organizer=request.user, name=form.cleaned_data["name"], **form.service_options()
            ),
        )
        if created is not None:
            return redirect("web:manage", tournament_id=created.pk)
    initial = {name: form[name].initial for name in form.fields}
    preview = _preview(form.data if form.is_bound else initial)
    return render(request, "tournaments/event_create.html", {"form": form, "preview": preview})


@login_required
def structure_preview(request: HttpRequest) -> HttpResponse:
    """htmx: the rounds and cut the chosen structure gives for the expected players."""
    return render(request, "tournaments/_preview.html", {"preview": _preview(request.GET)})


def _preview(data: Any) -> dict[str, Any]:
    def number(name: str) -> int | None:
        try:
            return int(data.get(name) or "")
        except (TypeError, ValueError):
            return None

    return event_facts.structure_preview(
        str(data.get("preset") or "basic"),
        number("expected_players"),
        number("swiss_rounds"),
        data.get("cut_size") or None,
    )


@organizer_only
def dashboard(request: HttpRequest, tournament: Tournament) -> HttpResponse:
    context = desk.dashboard(tournament, **_player_list(request))
    return render(request, "tournaments/manage.html", context)


def _player_list(request: HttpRequest) -> dict[str, Any]:
    """The player list's search and page from the query string (a Drop's form posts them in
    its action's query string too)."""
    page = request.GET.get("players", "1")
    return {
        "find": request.GET.get("find", "").strip(),
        "players_page": int(page) if page.isdigit() else 1,
    }


def _dashboard_with_error(
    request: HttpRequest, tournament: Tournament, action: str, message: str
) -> HttpResponse:
    context = desk.dashboard(tournament, errors={action: message}, **_player_list(request))
    return render(request, "tournaments/manage.html", context, status=400)


def _action(name: str, call: Callable[[Tournament, str, str | None], Any]) -> Callable[..., Any]:
    """A dashboard button: run one service, back to the dashboard, or show its refusal."""

    @require_POST
    @organizer_only
    def view(request: HttpRequest, tournament: Tournament) -> HttpResponse:
        form = ActionForm(request.POST)
        form.is_valid()
        _, error = attempt(None, lambda: call(tournament, actor(request), form.key()))
        if error:
            return _dashboard_with_error(request, tournament, name, error)
        return redirect("web:manage", tournament_id=tournament.pk)

    view.__name__ = f"{name}_action"
    return view


round_pair = _action("pair", lambda t, a, k: svc.round_pair(t, actor=a, idempotency_key=k))
round_pair_draft = _action(
    "pair", lambda t, a, k: svc.round_pair(t, publish=False, actor=a, idempotency_key=k)
)
round_publish = _action("publish", lambda t, a, k: svc.round_publish(t, actor=a, idempotency_key=k))
round_close = _action("close", lambda t, a, k: svc.round_close(t, actor=a, idempotency_key=k))
round_start = _action("start", lambda t, a, k: results_svc.round_start(t, actor=a))
cut_make = _action("cut", lambda t, a, k: svc.cut_make(t, actor=a, idempotency_key=k))
elimination_pair = _action(
    "elimination",
    lambda t, a, k: svc.elimination_round_pair(t, actor=a, idempotency_key=k),
)
complete = _action(
    "complete", lambda t, a, k: svc.tournament_complete(t, actor=a, idempotency_key=k)
)


@require_POST
@organizer_only
def round_repair(request: HttpRequest, tournament: Tournament) -> HttpResponse:
    form = ReasonForm(request.POST)
    if not form.is_valid():
        return _dashboard_with_error(request, tournament, "repair", "Say why you re-pair.")
    _, error = attempt(
        None,
        lambda: svc.round_repair(
            tournament,
            form.cleaned_data["reason"],
            actor=actor(request),
            idempotency_key=form.key(),
        ),
    )
    if error:
        return _dashboard_with_error(request, tournament, "repair", error)
    return redirect("web:manage", tournament_id=tournament.pk)


@require_POST
@organizer_only
def player_add(request: HttpRequest, tournament: Tournament) -> HttpResponse:
    form = PlayerAddForm(request.POST)
    if form.is_valid():
        data = form.cleaned_data
        added, _ = attempt(
            form,
            lambda: svc.player_register(
                tournament,
                name=data["name"],
                user=data["username"],
                actor=actor(request),
                idempotency_key=form.key(),
            ),
        )
        if added is not None:
            return redirect(f"{_manage_url(tournament)}#players")
    context = desk.dashboard(tournament, add_form=form)
    return render(request, "tournaments/manage.html", context, status=400)


def _manage_url(tournament: Tournament) -> str:
    from django.urls import reverse

    return reverse("web:manage", kwargs={"tournament_id": tournament.pk})


@organizer_only
def player_deck(request: HtmxRequest, tournament: Tournament, player_id: str) -> HttpResponse:
    """Paste a player's deck; its legality is shown per card at once ([T-DECK-2])."""
    registration = registration_or_404(tournament, player_id)
    form = DeckForm(request.POST or None)
    checked = None
    if request.method == "POST" and form.is_valid():
        checked, _ = attempt(
            form,
            lambda: svc.deck_submit(
                tournament, player_id, form.cleaned_data["deck"], actor=actor(request)
            ),
        )
        registration.refresh_from_db()
    context = decks.deck_context(tournament, registration, form, checked)
    context |= {"deck_url": request.path, "dq_form": ReasonForm()}
    template = "tournaments/_deck_result.html" if request.htmx else "tournaments/player_deck.html"
    status = 400 if form.errors and not request.htmx else 200  # htmx swaps 2xx answers only
    return render(request, template, context, status=status)


def _player_status(name: str, call: Callable[..., Any]) -> Callable[..., Any]:
    @require_POST
    @organizer_only
    def view(request: HttpRequest, tournament: Tournament, player_id: str) -> HttpResponse:
        registration_or_404(tournament, player_id)
        _, error = attempt(None, lambda: call(tournament, player_id, actor=actor(request)))
        if error:
            return _dashboard_with_error(request, tournament, f"player-{player_id}", error)
        # Back to the list the organizer was on: at 100 players, the first unfiltered page
        # after each Drop lost the search (issue 42 item 5).
        query = desk.players_query(**_player_list(request))
        return redirect(f"{_manage_url(tournament)}{'?' + query if query else ''}#players")

    view.__name__ = name
    return view


@require_POST
@organizer_only
def player_disqualify(request: HttpRequest, tournament: Tournament, player_id: str) -> HttpResponse:
    """Disqualify a player, with the reason in writing; they cannot rejoin ([T-ROLE-3])."""
    registration = registration_or_404(tournament, player_id)
    form = ReasonForm(request.POST)
    if form.is_valid():
        done, _ = attempt(
            form,
            lambda: svc.player_disqualify(
                tournament,
                player_id,
                reason=form.cleaned_data["reason"],
                actor=actor(request),
                idempotency_key=form.key(),
            ),
        )
        if done is not None:
            return redirect(f"{_manage_url(tournament)}#players")
    context = decks.deck_context(tournament, registration, DeckForm(), None)
    context |= {"deck_url": _deck_url(tournament, player_id), "dq_form": form}
    return render(request, "tournaments/player_deck.html", context, status=400)


def _deck_url(tournament: Tournament, player_id: str) -> str:
    from django.urls import reverse

    return reverse(
        "web:player_deck", kwargs={"tournament_id": tournament.pk, "player_id": player_id}
    )


player_drop = _player_status("player_drop", svc.player_drop)
player_rejoin = _player_status("player_rejoin", svc.player_rejoin)


@organizer_only
def pairings_edit(request: HttpRequest, tournament: Tournament) -> HttpResponse:
    """Change the current Swiss round's pairings, validated by the engine ([T-SWISS-6])."""
    round_ = queries.current_round(tournament)
    if round_ is None:
        raise Http404("no round to change")
    rows = queries.round_rows(round_)
    players = desk.pairing_players(tournament)
    form = PairingsForm(request.POST or None, rows=rows, players=players)
    if request.method == "POST" and form.is_valid():
        done, _ = attempt(
            form,
            lambda: svc.pairings_change(
                tournament,
                form.pairs(),
                by=actor(request),
                reason=form.cleaned_data["reason"],
                actor=actor(request),
                **form.confirmations(),
            ),
        )
        if done is not None:
            # Back to the round on the dashboard, where Publish (a draft) or Start is next.
            messages.success(request, "The pairings are saved.")
            return redirect("web:manage", tournament_id=tournament.pk)
    context = {"tournament": tournament, "round": round_, "form": form}
    return render(
        request, "tournaments/pairings_edit.html", context, status=400 if form.errors else 200
    )
