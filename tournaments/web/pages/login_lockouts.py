"""Lift a locked-out player's login from the staff page or the judging queue (issue 43,
item 4): a POST for the event's officials ([T-ROLE-1]); the service checks the role again."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

from tournaments.access import is_organizer
from tournaments.models import Tournament
from tournaments.services.login_lockouts import login_lockout_lift
from tournaments.web.guards import attempt, official_only


@require_POST
@official_only
def login_unlock(request: HttpRequest, tournament: Tournament, user_id: int) -> HttpResponse:
    username, error = attempt(
        None, lambda: login_lockout_lift(tournament, user_id, by=request.user)
    )
    if error:
        messages.error(request, f"Not unlocked: {error}")
    else:
        messages.success(request, f"{username} can log in again.")
    # Back where the button was: the staff page is the organizer's, the queue the judges'.
    page = "web:staff" if is_organizer(request.user, tournament) else "web:judging"
    return redirect(page, tournament_id=tournament.pk)
