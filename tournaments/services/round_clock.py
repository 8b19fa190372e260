"""The round clock after it starts ([T-TIME-1]): pause, resume, extend, reset, and extra time
for one table. The server's time is the one recorded, as for ``results.round_start``."""

from __future__ import annotations

from django.utils import timezone

from engine.tournament import commands
from tournaments.eventstore import RecordedEvent
from tournaments.models import Tournament
from tournaments.services.commands import execute


def _now() -> str:
    return timezone.now().isoformat()


def round_clock_pause(tournament: Tournament, *, actor: str | None) -> list[RecordedEvent]:
    at = _now()
    return execute(tournament, lambda s: commands.pause_clock(s, at), actor=actor)


def round_clock_resume(tournament: Tournament, *, actor: str | None) -> list[RecordedEvent]:
    at = _now()
    return execute(tournament, lambda s: commands.resume_clock(s, at), actor=actor)


def round_clock_extend(
    tournament: Tournament, minutes: int, *, actor: str | None
) -> list[RecordedEvent]:
    return execute(tournament, lambda s: commands.extend_clock(s, minutes), actor=actor)


def round_clock_reset(tournament: Tournament, *, actor: str | None) -> list[RecordedEvent]:
    return execute(tournament, commands.reset_clock, actor=actor)


def table_time_extend(
    tournament: Tournament, match_key: str, minutes: int, *, actor: str | None
) -> list[RecordedEvent]:
    return execute(tournament, lambda s: commands.extend_table(s, match_key, minutes), actor=actor)
