"""Organizer pages: the join link and code, opening and closing registration, and many
players at once from a CSV (a preview naming each row's problems, then one batch)."""

from __future__ import annotations

from collections.abc import Callable

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from tournaments.models import Tournament
from tournaments.services import bulk_registration as bulk
from tournaments.services import registration as svc
from tournaments.web.guards import actor, attempt, organizer_only
from tournaments.web.pages.organizer_forms import PlayersCsvForm


def _context(
    request: HttpRequest, tournament: Tournament, form: PlayersCsvForm
) -> dict[str, object]:
    code = svc.join_code(tournament)
    link = request.build_absolute_uri(reverse("web:join_code", args=[code]))
    return {"tournament": tournament, "form": form, "join_code": code, "join_link": link}


@organizer_only
def registration_desk(request: HttpRequest, tournament: Tournament) -> HttpResponse:
    """Join link and code, open/close, and the CSV form; Preview shows every row's problems
    and stores nothing; Register stores them all in one batch (or nothing)."""
    form = PlayersCsvForm(request.POST or None, request.FILES or None)
    context = _context(request, tournament, form)
    if request.method == "POST" and form.is_valid():
        text = form.cleaned_data["csv_text"]
        if "register" in request.POST:
            done, _ = attempt(
                form,
                lambda: bulk.players_register_csv(
                    tournament, text, actor=actor(request), idempotency_key=form.key()
                ),
            )
            if done is not None:
                count = sum(1 for e in done if e.type == "PlayerRegistered")
                messages.success(request, f"{count} players registered.")
                return redirect("web:manage", tournament_id=tournament.pk)
        context |= {"preview": bulk.players_preview(tournament, text), "csv_text": text}
    status = 400 if form.errors else 200
    return render(request, "tournaments/organizer_registration.html", context, status=status)


def _toggle(close: bool) -> Callable[..., HttpResponse]:
    @require_POST
    @organizer_only
    def view(request: HttpRequest, tournament: Tournament) -> HttpResponse:
        call = svc.registration_close if close else svc.registration_reopen
        _, error = attempt(None, lambda: call(tournament, actor=actor(request)))
        if error:
            messages.error(request, error)
        else:
            messages.success(request, "Registration closed." if close else "Registration is open.")
        return redirect("web:registration_desk", tournament_id=tournament.pk)

    view.__name__ = "registration_close" if close else "registration_reopen"
    return view


registration_close = _toggle(close=True)
registration_reopen = _toggle(close=False)
