"""Failed logins as django-axes counts them (docs/operations.md, "Failed logins"): the
ceilings the login backend checks, and which of an event's players are locked out."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from axes.models import AccessAttempt
from django.conf import settings
from django.db.models import Sum
from django.utils import timezone

from tournaments.models import Registration, Tournament


def _recent(since: datetime | None = None) -> Any:
    """Attempts inside the cool-off window: older ones no longer lock anyone out."""
    since = since or timezone.now() - settings.AXES_COOLOFF_TIME
    return AccessAttempt.objects.filter(attempt_time__gte=since)


def login_failures_count(since: datetime | None = None, **where: str) -> int:
    """Failures in the window for one address or one account, over all the rows axes keeps
    for it (one per account, address and browser)."""
    total = _recent(since).filter(**where).aggregate(n=Sum("failures_since_start"))["n"]
    return int(total or 0)


def login_lockout_list(tournament: Tournament) -> list[Registration]:
    """The event's players whose account is locked out: at one address (account and address
    together, AXES_FAILURE_LIMIT) or from everywhere (the account ceiling)."""
    registrations = (
        Registration.objects.filter(tournament=tournament, user__isnull=False)
        .select_related("user")
        .order_by("player_id")
    )
    players = {r.user.get_username(): r for r in registrations if r.user is not None}
    attempts = _recent().filter(username__in=players)
    at_one_address = attempts.values("username", "ip_address").annotate(
        n=Sum("failures_since_start")
    )
    everywhere = attempts.values("username").annotate(n=Sum("failures_since_start"))
    locked = {row["username"] for row in at_one_address if row["n"] >= settings.AXES_FAILURE_LIMIT}
    locked |= {
        row["username"]
        for row in everywhere
        if row["n"] >= settings.AGOT_LOGIN_ACCOUNT_FAILURE_LIMIT
    }
    return [registration for name, registration in players.items() if name in locked]
