"""The round clock as pages show it ([T-TIME-1]): when the round ends, with its extensions
and pauses, whether it is paused and how much time is left then."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.utils import timezone

from tournaments.models import Round, Tournament


def round_clock_get(tournament: Tournament, round_: Round | None) -> dict[str, Any]:
    """Before the organizer starts it, only the round length is known."""
    minutes = tournament.settings.get("round_minutes", 55)
    if round_ is None or round_.started_at is None:
        return {"started": False, "minutes": minutes}
    minutes = round_.minutes or minutes
    now = timezone.now()
    ends_at = round_.started_at + timedelta(minutes=minutes, seconds=round_.paused_seconds)
    clock: dict[str, Any] = {
        "started": True,
        "minutes": minutes,
        "started_at": round_.started_at,
        "ends_at": ends_at,
        "now": now,
        "running": not round_.closed and round_.paused_at is None,
        "paused": round_.paused_at is not None and not round_.closed,
        "closed": round_.closed,
    }
    if round_.paused_at is not None:
        left = max(0, int((ends_at - round_.paused_at).total_seconds()))
        clock["left"] = f"{left // 60}:{left % 60:02d}"
    return clock


def table_ends_at(clock: dict[str, Any], extra_minutes: int) -> Any:
    """When a table with extra time ends (None while the clock is not running)."""
    if not clock.get("started") or not extra_minutes:
        return None
    return clock["ends_at"] + timedelta(minutes=extra_minutes)
