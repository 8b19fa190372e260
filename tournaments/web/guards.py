"""Who may open a page, and how a refused command reaches the page.

* Organizer pages answer 404 to anyone who is not the event's organizer ([T-ROLE-1]), the
  same answer as a missing page, so they reveal nothing; an anonymous visitor is sent to
  log in first (the organizer may simply be logged out).
* A service's ``DomainError`` becomes a form error on the field it names (or on the form),
  with its rule id, so it shows next to what it is about.
"""

from __future__ import annotations

import functools
import uuid
from collections.abc import Callable
from typing import Any, TypeVar

from django import forms
from django.contrib.auth.views import redirect_to_login
from django.http import Http404, HttpRequest, HttpResponse
from django_htmx.middleware import HtmxDetails

from tournaments.access import is_official, is_organizer
from tournaments.errors import DomainError, NotFound
from tournaments.models import Registration, Tournament
from tournaments.selectors.roles import registration_for_user
from tournaments.selectors.tournaments import registration_get
from tournaments.services.tournaments import tournament_get

T = TypeVar("T")


class HtmxRequest(HttpRequest):
    """A request as the htmx middleware leaves it (``request.htmx``), for the type checker."""

    htmx: HtmxDetails


View = Callable[..., HttpResponse]


def tournament_or_404(tournament_id: int) -> Tournament:
    try:
        return tournament_get(tournament_id)
    except NotFound:
        raise Http404("no such event") from None


def organizer_only(view: View) -> View:
    """Run ``view(request, tournament, ...)`` for the event's organizer; 404 for others."""

    @functools.wraps(view)
    def wrapped(request: HttpRequest, tournament_id: int, *args: Any, **kwargs: Any) -> Any:
        if not request.user.is_authenticated:
            return redirect_to_login(request.get_full_path())
        tournament = tournament_or_404(tournament_id)
        if not is_organizer(request.user, tournament):
            raise Http404("no such page")
        return view(request, tournament, *args, **kwargs)

    return wrapped


def official_only(view: View) -> View:
    """Run ``view(request, tournament, ...)`` for the organizer, judges and marshals; 404
    for others (the dispute queue is invisible to them, [T-ROLE-1])."""

    @functools.wraps(view)
    def wrapped(request: HttpRequest, tournament_id: int, *args: Any, **kwargs: Any) -> Any:
        if not request.user.is_authenticated:
            return redirect_to_login(request.get_full_path())
        tournament = tournament_or_404(tournament_id)
        if not is_official(request.user, tournament):
            raise Http404("no such page")
        return view(request, tournament, *args, **kwargs)

    return wrapped


def player_only(view: View) -> View:
    """Run ``view(request, tournament, registration, ...)`` for a registered player."""

    @functools.wraps(view)
    def wrapped(request: HttpRequest, tournament_id: int, *args: Any, **kwargs: Any) -> Any:
        if not request.user.is_authenticated:
            return redirect_to_login(request.get_full_path())
        tournament = tournament_or_404(tournament_id)
        registration = registration_for_user(request.user, tournament)
        if registration is None:
            raise Http404("you are not registered in this event")
        return view(request, tournament, registration, *args, **kwargs)

    return wrapped


def registration_or_404(tournament: Tournament, player_id: str) -> Registration:
    registration = registration_get(tournament, player_id)
    if registration is None:
        raise Http404("no such player")
    return registration


def actor(request: HttpRequest) -> str:
    return str(request.user.pk)


def error_text(error: DomainError) -> str:
    return f"{error.message} [{error.rule}]" if error.rule else error.message


def attempt(form: forms.Form | None, call: Callable[[], T]) -> tuple[T | None, str | None]:
    """Run a service call; on ``DomainError`` attach it to ``form`` (its field if the error
    names one) and return the message. Nothing was written when it failed."""
    try:
        return call(), None
    except DomainError as error:
        text = error_text(error)
        if form is not None:
            field = error.field if error.field in form.fields else None
            form.add_error(field, text)
        return None, text


class KeyedForm(forms.Form):
    """A form carrying an idempotency key, so a double submit records one command."""

    idempotency_key = forms.CharField(widget=forms.HiddenInput, required=False, max_length=64)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if not self.is_bound:
            self.initial.setdefault("idempotency_key", uuid.uuid4().hex)

    def key(self) -> str | None:
        return self.cleaned_data.get("idempotency_key") or None
