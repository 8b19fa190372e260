"""Organizer page: swap two players of the current Swiss round ([T-SWISS-6]). Two type-ahead
fields (names with their table) instead of a dropdown per seat; after saving, back to the
dashboard where Publish (for a draft) or Start the clock is the next button."""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from tournaments.errors import DomainError
from tournaments.models import Tournament
from tournaments.selectors import rounds as queries
from tournaments.services import pairings_swap as svc
from tournaments.web.guards import actor, attempt, organizer_only

TYPE_AHEAD = {"list": "seated-players", "autocomplete": "off"}


class SwapForm(forms.Form):
    first = forms.CharField(
        label="Swap this player", max_length=240, widget=forms.TextInput(TYPE_AHEAD)
    )
    second = forms.CharField(
        label="with this player", max_length=240, widget=forms.TextInput(TYPE_AHEAD)
    )
    reason = forms.CharField(label="Why the pairings change", max_length=300)
    allow_rematch = forms.BooleanField(
        label="Allow a rematch or second bye this swap makes [T-SWISS-4, T-SWISS-5]",
        required=False,
    )


@organizer_only
def pairings_swap(request: HttpRequest, tournament: Tournament) -> HttpResponse:
    round_ = queries.current_round(tournament)
    if round_ is None or round_.stage != "swiss":
        raise Http404("no Swiss round to change")
    form = SwapForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        done, _ = attempt(
            form,
            lambda: svc.pairings_swap(
                tournament,
                data["first"],
                data["second"],
                reason=data["reason"],
                allow_rematch=data["allow_rematch"],
                actor=actor(request),
            ),
        )
        if done is not None:
            messages.success(request, done)
            return redirect("web:manage", tournament_id=tournament.pk)
    context = {"tournament": tournament, "round": round_, "form": form, **_seating(tournament)}
    status = 400 if form.errors else 200
    return render(request, "tournaments/organizer_swap.html", context, status=status)


def _seating(tournament: Tournament) -> dict[str, object]:
    try:
        _, seats = svc.round_seats(tournament)
    except DomainError:
        seats = []
    options = sorted(f"{s.name} ({s.where})" for s in seats)
    rows = queries.round_rows(queries.current_round(tournament))
    return {"options": options, "rows": rows}
