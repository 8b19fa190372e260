"""Players joining an event with its code or link: log in (or sign up) first, then one form
(the name shown on pairings); the deck comes next on "my event" ([T-DECK-1], [T-DECK-2])."""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from tournaments.errors import NotFound
from tournaments.selectors.roles import registration_for_user
from tournaments.services import registration as svc
from tournaments.web.forms import SelfRegisterForm
from tournaments.web.guards import attempt


class CodeForm(forms.Form):
    code = forms.CharField(label="Join code", max_length=40, help_text="For example 12-HK7MQ4.")


def join_by_code(request: HttpRequest) -> HttpResponse:
    form = CodeForm(request.GET or None)
    if form.is_bound and form.is_valid():
        code = svc.join_code_normalise(form.cleaned_data["code"])
        try:
            svc.tournament_by_join_code(code)
        except NotFound as error:
            form.add_error("code", error.message)
        else:
            return redirect("web:join_code", code=code)
    status = 400 if form.errors else 200
    return render(request, "tournaments/join_code.html", {"form": form}, status=status)


def join_event(request: HttpRequest, code: str) -> HttpResponse:
    try:
        tournament = svc.tournament_by_join_code(code)
    except NotFound:
        raise Http404("no event has this join code") from None
    if not request.user.is_authenticated:
        context = {"tournament": tournament, "next": request.get_full_path()}
        return render(request, "tournaments/join.html", context)
    if registration_for_user(request.user, tournament) is not None:
        return redirect("web:me", tournament_id=tournament.pk)
    initial = {"name": request.user.get_full_name() or request.user.get_username()}
    form = SelfRegisterForm(request.POST or None, initial=initial)
    if request.method == "POST" and form.is_valid():
        joined, _ = attempt(
            form,
            lambda: svc.player_join(
                tournament,
                user=request.user,
                name=form.cleaned_data["name"],
                idempotency_key=form.key(),
            ),
        )
        if joined is not None:
            messages.success(request, f"You are registered in {tournament.name}. Now your deck.")
            return redirect("web:me", tournament_id=tournament.pk)
    context = {"tournament": tournament, "form": form}
    return render(request, "tournaments/join.html", context, status=400 if form.errors else 200)
