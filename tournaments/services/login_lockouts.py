"""Lift a player's login lockout early (issue 43, item 4): the event's organizer, a judge or a
marshal, for a player of that event only ([T-ROLE-1]); django-axes' own reset."""

from __future__ import annotations

import logging
from typing import Any

from axes.utils import reset

from tournaments.access import OFFICIALS, require_role
from tournaments.errors import NotFound
from tournaments.models import Registration, Tournament

logger = logging.getLogger(__name__)


def login_lockout_lift(tournament: Tournament, user_id: int, *, by: Any) -> str:
    """Forget the account's failed logins at every address; returns the player's login.
    A venue address past its own ceiling stays locked: that is ``axes_reset_ip``, for an
    operator (docs/operations.md)."""
    require_role(by, tournament, OFFICIALS)
    registration = (
        Registration.objects.filter(tournament=tournament, user_id=user_id)
        .select_related("user")
        .first()
    )
    if registration is None or registration.user is None:
        raise NotFound("no such player in this event", rule="T-ROLE-1")
    username = registration.user.get_username()
    cleared = reset(username=username)
    logger.info(
        "login lockout lifted: %s (%d attempt rows) by user %s in tournament %s",
        username,
        cleared,
        by.pk,
        tournament.pk,
    )
    return username
