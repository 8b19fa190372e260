"""The organizer's commands on an event after creation: change its settings (what has not
been used yet), delete it before it starts, and add or remove judges and marshals by login.
Every change is an event with its actor (docs/decisions/event-settings.md)."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model

from engine.tournament import commands
from tournaments.errors import DomainError, PermissionDenied
from tournaments.eventstore import RecordedEvent
from tournaments.models import StaffRole, Tournament
from tournaments.selectors.roles import Role, roles_get
from tournaments.services.commands import execute
from tournaments.services.tournaments import staff_assign

STAFF_ROLES = ("judge", "marshal")


def settings_change(
    tournament: Tournament, options: dict[str, Any], *, actor: str | None
) -> list[RecordedEvent]:
    """Record the settings that differ from the announced ones; nothing if none does."""
    return execute(tournament, lambda s: commands.change_settings(s, options), actor=actor)


def tournament_delete(
    tournament: Tournament, *, reason: str = "", actor: str | None
) -> list[RecordedEvent]:
    """Delete an event whose round 1 is not paired; its events stay in the store."""
    return execute(tournament, lambda s: commands.delete_tournament(s, reason), actor=actor)


def user_by_login(username: str) -> Any:
    user = get_user_model().objects.filter(username=username.strip()).first()
    if user is None:
        raise DomainError(f"there is no login named {username.strip()!r}", field="username")
    return user


def staff_add(
    tournament: Tournament, username: str, role: str, *, actor: str | None
) -> list[RecordedEvent]:
    """Make the user with this login a judge or marshal ([T-ROLE-1])."""
    user = user_by_login(username)
    if user.pk == tournament.organizer_id:
        raise DomainError(
            "the organizer sees the queue but takes and rules on disputes only as a judge: "
            "press “Make me a judge”",
            field="username",
            rule="T-ROLE-1",
        )
    return staff_assign(tournament, user, role, actor=actor)


def organizer_judge_assign(tournament: Tournament, user: Any) -> list[RecordedEvent]:
    """The organizer makes themself a judge of their event, e.g. one they run alone: the
    organizer's role alone does not take or rule on disputes ([T-ROLE-1])."""
    if Role.ORGANIZER not in roles_get(user, tournament):
        raise PermissionDenied("only the organizer makes themself a judge", rule="T-ROLE-1")
    return staff_assign(tournament, user, "judge", actor=str(user.pk))


def staff_remove(
    tournament: Tournament, user_id: int, role: str, *, actor: str | None
) -> list[RecordedEvent]:
    """Take a judge or marshal off the event's staff (their rulings stay as recorded)."""
    if not StaffRole.objects.filter(tournament=tournament, user_id=user_id, role=role).exists():
        raise DomainError(f"that person is not a {role} of this event", rule="T-ROLE-1")
    return execute(
        tournament,
        lambda s: [("StaffRemoved", {"user": user_id, "role": role})],
        actor=actor,
    )
