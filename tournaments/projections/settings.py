"""Projections of the events issue 21 added: settings changed after creation, the round
clock paused, resumed, extended or reset, and a table's extra time (``projections`` merges
``PROJECTORS`` into its own)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime
from typing import Any

from engine.tournament.aggregate import TournamentState
from engine.tournament.points import Stage
from tournaments.models import Match, Round, Tournament

Payload = Mapping[str, Any]


def _clock(tournament: Tournament, state: TournamentState, p: Payload, at: datetime) -> None:
    """The round clock as folded: paused, resumed, extended or reset ([T-TIME-1])."""
    folded = state.rounds[(Stage(p["stage"]), p["round"])]
    when = datetime.fromisoformat
    Round.objects.filter(tournament=tournament, stage=p["stage"], number=p["round"]).update(
        started_at=when(folded.started_at) if folded.started_at else None,
        minutes=folded.minutes,
        paused_at=when(folded.paused_at) if folded.paused_at else None,
        paused_seconds=folded.paused_seconds,
    )


def _table_extended(
    tournament: Tournament, state: TournamentState, p: Payload, at: datetime
) -> None:
    extra = state.match(p["match"]).extra_minutes
    Match.objects.filter(tournament=tournament, key=p["match"]).update(extra_minutes=extra)


def _settings_changed(
    tournament: Tournament, state: TournamentState, p: Payload, at: datetime
) -> None:
    """The announced settings as changed (the row's ``settings`` is what pages read)."""
    tournament.settings = dict(state.announced)
    tournament.name = state.announced["name"]
    tournament.date = event_day(state.announced)


def event_day(created: Payload) -> date | None:
    """The day a ``TournamentCreated`` payload (or the settings as changed since) says the
    event is played (None: not given)."""
    return date.fromisoformat(created["date"]) if created.get("date") else None


PROJECTORS = {
    "SettingsChanged": _settings_changed,
    "RoundClockPaused": _clock,
    "RoundClockResumed": _clock,
    "RoundClockExtended": _clock,
    "RoundClockReset": _clock,
    "TableTimeExtended": _table_extended,
}
