"""Player pages: register for an event, my registration and deck, my table, drop."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from tournaments.models import Registration, Tournament
from tournaments.selectors import rounds as queries
from tournaments.selectors.reports import my_pairing
from tournaments.selectors.roles import registration_for_user
from tournaments.services import registration as registration_svc
from tournaments.services import tournaments as svc
from tournaments.web.forms import ActionForm, DeckForm, SelfRegisterForm
from tournaments.web.guards import HtmxRequest, actor, attempt, player_only, tournament_or_404
from tournaments.web.pages import decks


@login_required
def register_self(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """A logged-in user registers themself (once: [T-DECK-1] one entry per user)."""
    tournament = tournament_or_404(tournament_id)
    if registration_for_user(request.user, tournament) is not None:
        return redirect("web:me", tournament_id=tournament.pk)
    user: Any = request.user  # logged in (login_required)
    initial = {"name": user.get_full_name() or user.get_username()}
    form = SelfRegisterForm(request.POST or None, initial=initial)
    if request.method == "POST" and form.is_valid():
        done, _ = attempt(
            form,
            lambda: registration_svc.player_join(
                tournament,
                user=request.user,
                name=form.cleaned_data["name"],
                idempotency_key=form.key(),
            ),
        )
        if done is not None:
            return redirect("web:me", tournament_id=tournament.pk)
    context = {"tournament": tournament, "form": form}
    return render(request, "tournaments/register.html", context, status=400 if form.errors else 200)


def _me_context(
    tournament: Tournament, registration: Registration, form: DeckForm, checked: object = None
) -> dict[str, object]:
    context = decks.deck_context(tournament, registration, form, checked)  # type: ignore[arg-type]
    context["mine"] = my_pairing(tournament, registration)
    context["round"] = queries.current_round(tournament)
    context["clock"] = queries.round_clock(tournament, context["round"])
    context["action_form"] = ActionForm()
    return context


@player_only
def me(request: HttpRequest, tournament: Tournament, registration: Registration) -> HttpResponse:
    """My registration: my table this round, my deck and its legality, drop."""
    form = DeckForm()
    return render(request, "tournaments/me.html", _me_context(tournament, registration, form))


@require_POST
@player_only
def my_deck(
    request: HtmxRequest, tournament: Tournament, registration: Registration
) -> HttpResponse:
    """Paste my deck; legality per card comes back at once ([T-DECK-2])."""
    form = DeckForm(request.POST)
    checked = None
    if form.is_valid():
        checked, _ = attempt(
            form,
            lambda: registration_svc.deck_submit_own(
                tournament, registration.player_id, form.cleaned_data["deck"], user=request.user
            ),
        )
        registration.refresh_from_db()
    context = _me_context(tournament, registration, form, checked)
    template = "tournaments/_deck_result.html" if request.htmx else "tournaments/me.html"
    status = 400 if form.errors and not request.htmx else 200
    return render(request, template, context, status=status)


@require_POST
@player_only
def my_drop(
    request: HttpRequest, tournament: Tournament, registration: Registration
) -> HttpResponse:
    """Drop from the event from the next round on ([T-DROP-1])."""
    _, error = attempt(
        None, lambda: svc.player_drop(tournament, registration.player_id, actor=actor(request))
    )
    if error:
        form = DeckForm()
        context = {**_me_context(tournament, registration, form), "drop_error": error}
        return render(request, "tournaments/me.html", context, status=400)
    return redirect("web:me", tournament_id=tournament.pk)
