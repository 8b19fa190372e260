"""Who may do what in a tournament ([T-ROLE-1]).

Roles are per tournament: the organizer (on the tournament), judges and marshals (staff
rows, from ``StaffAssigned`` events) and players (their registration's user). Site staff
(``is_staff``) act as organizers everywhere, for support.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from tournaments.models import Registration, StaffRole, Tournament


class Role(StrEnum):
    ORGANIZER = "organizer"
    MARSHAL = "marshal"
    JUDGE = "judge"
    PLAYER = "player"


def roles_get(user: Any, tournament: Tournament) -> frozenset[Role]:
    """Every role ``user`` holds in ``tournament`` (empty for anonymous users)."""
    if user is None or not user.is_authenticated:
        return frozenset()
    roles = set()
    if tournament.organizer_id == user.pk or user.is_staff:
        roles.add(Role.ORGANIZER)
    staff = StaffRole.objects.filter(tournament=tournament, user=user)
    roles.update(Role(r) for r in staff.values_list("role", flat=True))
    if Registration.objects.filter(tournament=tournament, user=user).exists():
        roles.add(Role.PLAYER)
    return frozenset(roles)


def registration_for_user(user: Any, tournament: Tournament) -> Registration | None:
    if user is None or not user.is_authenticated:
        return None
    return Registration.objects.filter(tournament=tournament, user=user).first()


def judging_role_get(user: Any, tournament: Tournament) -> str | None:
    """The role ``user`` takes and rules on disputes with here ("marshal" over "judge"), or
    None: only judges and marshals do ([T-ROLE-1]), the organizer too only as one of them."""
    roles = roles_get(user, tournament)
    for role in (Role.MARSHAL, Role.JUDGE):
        if role in roles:
            return role.value
    return None
