"""Projections: keep the read models in step with the tournament events.

``project`` runs in the transaction of the append, one small function per event type (those
of rounds, matches and melee tables in ``projections.rounds``, of settings and the round clock
in ``projections.settings``), so a page never shows a state the events do not hold.
``rebuild`` drops a tournament's projections and replays all its events. The standings are
the one projection whose cost grows with the event: ``tournaments.standings`` writes them,
from a Celery task after commit.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping
from datetime import datetime
from typing import Any

from django.db import transaction

from engine.tournament.aggregate import TournamentState, apply, fold
from tournaments import eventstore
from tournaments.models import (
    Dispute,
    Match,
    Registration,
    Round,
    StaffRole,
    Standing,
    Tournament,
)
from tournaments.projections import rounds
from tournaments.projections import settings as event_settings
from tournaments.projections.settings import event_day
from tournaments.standings import standings_project

Payload = Mapping[str, Any]
Projector = Callable[[Tournament, TournamentState, Payload, datetime], None]


def _registered(tournament: Tournament, state: TournamentState, p: Payload, at: datetime) -> None:
    Registration.objects.create(
        tournament=tournament, player_id=p["player"], name=p["name"], user_id=p.get("user")
    )


def _deck_submitted(
    tournament: Tournament, state: TournamentState, p: Payload, at: datetime
) -> None:
    deck = p["deck"]
    Registration.objects.filter(tournament=tournament, player_id=p["player"]).update(
        deck=deck,
        deck_legal=p["legal"],
        deck_errors=p["errors"],
        faction=deck.get("faction") or "",
        agenda=", ".join(deck.get("agenda_names", [])),
    )


def _status(tournament: Tournament, state: TournamentState, p: Payload, at: datetime) -> None:
    player = state.players[p["player"]]
    status = player.entry.status_for_round(10**6, state.stage()).value
    Registration.objects.filter(tournament=tournament, player_id=p["player"]).update(status=status)


def _dispute_opened(
    tournament: Tournament, state: TournamentState, p: Payload, at: datetime
) -> None:
    match = Match.objects.get(tournament=tournament, key=p["match"])
    Dispute.objects.create(
        tournament=tournament,
        dispute_id=p["dispute"],
        match=match,
        reason=p["reason"][:500],
        opened_at=at,
    )


def _dispute_changed(
    tournament: Tournament, state: TournamentState, p: Payload, at: datetime
) -> None:
    dispute = state.disputes[p["dispute"]]
    Dispute.objects.filter(tournament=tournament, dispute_id=dispute.id).update(
        status=dispute.status,
        judge_id=dispute.judge,
        rulings=dispute.rulings,
        settled=dispute.settled,
    )


def _staff(tournament: Tournament, state: TournamentState, p: Payload, at: datetime) -> None:
    rows = StaffRole.objects.filter(tournament=tournament, user_id=p["user"], role=p["role"])
    if p.get("removed"):
        rows.delete()
    elif not rows.exists():
        StaffRole.objects.create(tournament=tournament, user_id=p["user"], role=p["role"])


def _staff_removed(
    tournament: Tournament, state: TournamentState, p: Payload, at: datetime
) -> None:
    _staff(tournament, state, {**p, "removed": True}, at)


def _nothing(tournament: Tournament, state: TournamentState, p: Payload, at: datetime) -> None:
    """Events whose effect shows only in the tournament row (written by ``project``)."""


def _completed(tournament: Tournament, state: TournamentState, p: Payload, at: datetime) -> None:
    tournament.completed_at = at  # the public feed's end_time


PROJECTORS: dict[str, Projector] = {
    "TournamentCreated": _nothing,
    "PlayerRegistered": _registered,
    "DeckSubmitted": _deck_submitted,
    "PlayerDropped": _status,
    "PlayerRejoined": _status,
    "PlayerDisqualified": _status,
    "CutMade": _nothing,
    "TournamentCompleted": _completed,
    "StaffAssigned": _staff,
    "StaffRemoved": _staff_removed,
    "DisputeOpened": _dispute_opened,
    "DisputeTaken": _dispute_changed,
    "RulingMade": _dispute_changed,
    "RulingReviewRequested": _dispute_changed,
    "DisputeSettled": _dispute_changed,
    **rounds.PROJECTORS,
    **event_settings.PROJECTORS,
}


def _tournament_row(tournament: Tournament, state: TournamentState) -> None:
    latest = state.latest_round()
    tournament.version = state.version
    tournament.structure = state.structure.to_dict() if state.structure else None
    tournament.current_stage = state.stage().value
    tournament.current_round = latest.number if latest else 0
    tournament.registration_closed = state.registration_closed
    if state.deleted:
        tournament.status = Tournament.Status.DELETED
    elif state.completed:
        tournament.status = Tournament.Status.COMPLETED
    elif state.cut is not None:
        tournament.status = Tournament.Status.ELIMINATION
    elif state.rounds:
        tournament.status = Tournament.Status.SWISS
    if state.champion:
        tournament.champion = Registration.objects.get(
            tournament=tournament, player_id=state.champion
        )
    # Never the standings columns: a refresh writes them, and this copy may be older.
    tournament.save(update_fields=PROJECTED_FIELDS)


PROJECTED_FIELDS = (
    "version",
    "structure",
    "current_stage",
    "current_round",
    "registration_closed",
    "settings",  # with the name and date: the announced settings as changed
    "name",
    "date",
    "status",
    "champion",
    "changed_at",
    "completed_at",
)


def project(
    tournament: Tournament, state: TournamentState, events: Iterable[eventstore.RecordedEvent]
) -> None:
    """Apply newly appended events (already folded into ``state``) to the read models."""
    for event in events:
        PROJECTORS.get(event.type, _nothing)(tournament, state, event.payload, event.recorded_at)
        tournament.changed_at = event.recorded_at  # Last-Modified of the public feed
    _tournament_row(tournament, state)


# Folded states by stream, per thread (a state is mutable; threads never share one). An entry
# is trusted only if the stored event at its version still has the hash it was folded with,
# so a rolled-back append or a rebuilt database can never leak into a decision.
_cache = threading.local()
CACHED_STREAMS = 64


def _states() -> OrderedDict[str, tuple[TournamentState, str]]:
    if not hasattr(_cache, "states"):
        _cache.states = OrderedDict()
    states: OrderedDict[str, tuple[TournamentState, str]] = _cache.states
    return states


def tournament_state(tournament: Tournament | int, *, for_update: bool = False) -> TournamentState:
    """The tournament's events folded by the engine: from the cache plus newer events.

    With ``for_update`` the caller may change the state (by applying the events it appends);
    the state then leaves the cache until ``remember_state`` puts it back after commit.
    """
    pk = tournament.pk if isinstance(tournament, Tournament) else tournament
    stream = f"tournament-{pk}"
    entry = _states().pop(stream, None)
    state, last_hash = _caught_up(stream, entry) if entry else (None, "")
    if state is None:
        events = eventstore.read(stream)
        state = fold((e.type, e.payload) for e in events)
        last_hash = events[-1].hash if events else ""
    if not for_update:
        remember_state(stream, state, last_hash)
    return state


def _caught_up(
    stream: str, entry: tuple[TournamentState, str]
) -> tuple[TournamentState | None, str]:
    state, last_hash = entry
    events = eventstore.read(stream, after_version=state.version - 1)
    if not events or events[0].hash != last_hash:
        return None, ""
    for event in events[1:]:
        apply(state, (event.type, event.payload))
    return state, events[-1].hash


def remember_state(stream: str, state: TournamentState, last_hash: str) -> None:
    states = _states()
    states[stream] = (state, last_hash)
    states.move_to_end(stream)
    while len(states) > CACHED_STREAMS:
        states.popitem(last=False)


@transaction.atomic
def rebuild(tournament_id: int) -> Tournament:
    """Drop one tournament's projections and rebuild them from its events alone."""
    events = eventstore.read(f"tournament-{tournament_id}")
    if not events or events[0].type != "TournamentCreated":
        raise ValueError(f"tournament-{tournament_id} has no TournamentCreated event")
    created = events[0].payload
    for model in (Dispute, Standing, Match, Round, StaffRole, Registration):
        model.objects.filter(tournament_id=tournament_id).delete()
    Tournament.objects.filter(pk=tournament_id).delete()
    tournament = Tournament.objects.create(
        pk=tournament_id,
        name=created["name"],
        organizer_id=created["organizer"],
        settings=created,
        date=event_day(created),
    )
    Tournament.objects.filter(pk=tournament_id).update(created_at=events[0].recorded_at)
    state = TournamentState()
    for event in events:
        apply(state, (event.type, event.payload))
        project(tournament, state, [event])
    standings_project(tournament, state)
    return tournament
