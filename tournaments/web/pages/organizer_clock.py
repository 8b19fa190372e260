"""Organizer buttons for the round clock after it starts ([T-TIME-1]): pause, resume, extend,
reset, and extra time for one table (from its row on the results desk)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django import forms
from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.views.decorators.http import require_POST

from tournaments.models import Tournament
from tournaments.services import round_clock as svc
from tournaments.web.guards import actor, attempt, organizer_only


class MinutesForm(forms.Form):
    minutes = forms.IntegerField(label="Minutes", min_value=1, max_value=120, initial=5)


def _button(
    done: str, call: Callable[[Tournament, HttpRequest, dict[str, Any]], Any], *, form: bool = False
) -> Callable[..., HttpResponse]:
    """A POST that runs one clock service and goes back where it came from, with a message."""

    @require_POST
    @organizer_only
    def view(request: HttpRequest, tournament: Tournament, **kwargs: Any) -> HttpResponse:
        data: dict[str, Any] = dict(kwargs)
        if form:
            minutes = MinutesForm(request.POST)
            if not minutes.is_valid():
                messages.error(request, "Give the minutes: a whole number from 1 to 120.")
                return _back(request, tournament)
            data["minutes"] = minutes.cleaned_data["minutes"]
        _, error = attempt(None, lambda: call(tournament, request, data))
        if error:
            messages.error(request, error)
        else:
            messages.success(request, done.format(**data))
        return _back(request, tournament)

    return view


def _back(request: HttpRequest, tournament: Tournament) -> HttpResponse:
    """To the page the button was on (the dashboard or the results desk)."""
    fallback = reverse("web:manage", kwargs={"tournament_id": tournament.pk})
    wanted = request.POST.get("back", "")
    return redirect(wanted if wanted.startswith(f"/events/{tournament.pk}/manage/") else fallback)


clock_pause = _button(
    "The round clock is paused.",
    lambda t, r, d: svc.round_clock_pause(t, actor=actor(r)),
)
clock_resume = _button(
    "The round clock runs again.",
    lambda t, r, d: svc.round_clock_resume(t, actor=actor(r)),
)
clock_extend = _button(
    "The round has {minutes} more minutes.",
    lambda t, r, d: svc.round_clock_extend(t, d["minutes"], actor=actor(r)),
    form=True,
)
clock_reset = _button(
    "The round clock is reset: start it when the room is ready.",
    lambda t, r, d: svc.round_clock_reset(t, actor=actor(r)),
)
table_extend = _button(
    "{minutes} minutes of extra time for that table.",
    lambda t, r, d: svc.table_time_extend(t, d["match_key"], d["minutes"], actor=actor(r)),
    form=True,
)
