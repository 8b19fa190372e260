"""Organizer pages: change the event's settings, delete it before it starts, its staff.

Each view calls one service; a refusal is shown beside its form with its rule, and nothing
is stored (docs/web.md, "Event settings and staff")."""

from __future__ import annotations

from collections.abc import Sequence

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from tournaments.eventstore import RecordedEvent
from tournaments.models import Tournament
from tournaments.selectors import tournaments as select
from tournaments.selectors.login_lockouts import login_lockout_list
from tournaments.services import event_settings as svc
from tournaments.web.guards import actor, attempt, organizer_only
from tournaments.web.pages.organizer_forms import DeleteForm, EventSettingsForm, StaffForm

STRUCTURE_FIELDS = {"preset", "swiss_rounds", "cut_size", "tier"}


def locked_fields(tournament: Tournament) -> set[str]:
    """Settings already used: the structure and tier once round 1 is paired ([T-SWISS-1]),
    the restricted list once a deck was checked against it ([T-DECK-2])."""
    locked = set(STRUCTURE_FIELDS) if tournament.current_round else set()
    if select.decks_submitted(tournament):
        locked.add("restricted_list")
    return locked


@organizer_only
def settings_edit(request: HttpRequest, tournament: Tournament) -> HttpResponse:
    locked = locked_fields(tournament)
    form = EventSettingsForm(request.POST or None, tournament=tournament, locked=locked)
    if request.method == "POST" and form.is_valid():
        changed, _ = attempt(
            form,
            lambda: svc.settings_change(tournament, form.service_options(), actor=actor(request)),
        )
        if changed is not None:
            messages.success(request, _saved(changed))
            return redirect("web:manage", tournament_id=tournament.pk)
    context = {
        "tournament": tournament,
        "form": form,
        "locked": locked,
        "can_delete": tournament.current_round == 0 and tournament.status == "registration",
        "delete_form": DeleteForm(),
    }
    status = 400 if form.errors else 200
    return render(request, "tournaments/organizer_settings.html", context, status=status)


def _saved(recorded: Sequence[RecordedEvent]) -> str:
    if not recorded:
        return "Nothing to save: the settings are as they were."
    changes = recorded[0].payload["changes"]
    labels = {
        "round_minutes": "round length",
        "preset": "structure",
        "restricted_list": "restricted list",
    }
    names = ", ".join(
        labels.get(k, k) for k in changes if k != "structure" or "preset" not in changes
    )
    return f"Saved: {names}."


@require_POST
@organizer_only
def event_delete(request: HttpRequest, tournament: Tournament) -> HttpResponse:
    form = DeleteForm(request.POST)
    reason = form.cleaned_data["reason"] if form.is_valid() else ""
    _, error = attempt(
        None, lambda: svc.tournament_delete(tournament, reason=reason, actor=actor(request))
    )
    if error:
        messages.error(request, f"Not deleted: {error}")
        return redirect("web:event_settings", tournament_id=tournament.pk)
    messages.success(request, f"{tournament.name} is deleted.")
    return redirect("web:home")


def _staff_page(
    request: HttpRequest, tournament: Tournament, form: StaffForm, status: int = 200
) -> HttpResponse:
    staff = select.staff_page_list(tournament)
    context = {
        "tournament": tournament,
        "form": form,
        "staff": staff,
        # An organizer who is not a judge yet may become one ([T-ROLE-1]).
        "may_judge_me": not any(s.user_id == request.user.pk and s.role == "judge" for s in staff),
        "locked_logins": login_lockout_list(tournament),
    }
    return render(request, "tournaments/organizer_staff.html", context, status=status)


@organizer_only
def staff_page(request: HttpRequest, tournament: Tournament) -> HttpResponse:
    """Judges and marshals by login ([T-ROLE-1]): add one, remove one."""
    form = StaffForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        done, _ = attempt(
            form,
            lambda: svc.staff_add(tournament, data["username"], data["role"], actor=actor(request)),
        )
        if done is not None:
            messages.success(request, f"{data['username']} is a {data['role']} of this event.")
            return redirect("web:staff", tournament_id=tournament.pk)
    return _staff_page(request, tournament, form, 400 if form.errors else 200)


@require_POST
@organizer_only
def staff_judge_me(request: HttpRequest, tournament: Tournament) -> HttpResponse:
    """The organizer makes themself a judge, to take and rule on disputes ([T-ROLE-1])."""
    _, error = attempt(None, lambda: svc.organizer_judge_assign(tournament, request.user))
    if error:
        messages.error(request, f"Not added: {error}")
    else:
        messages.success(request, "You are a judge of this event: you can take disputes.")
    return redirect("web:staff", tournament_id=tournament.pk)


@require_POST
@organizer_only
def staff_remove(
    request: HttpRequest, tournament: Tournament, user_id: int, role: str
) -> HttpResponse:
    _, error = attempt(
        None, lambda: svc.staff_remove(tournament, user_id, role, actor=actor(request))
    )
    if error:
        messages.error(request, f"Not removed: {error}")
    else:
        messages.success(request, f"Removed from the {role}s of this event.")
    return redirect("web:staff", tournament_id=tournament.pk)
