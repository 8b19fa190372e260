"""What every deciding function shares: the open-event check and the structure."""

from __future__ import annotations

from engine.tournament.points import TournamentError
from engine.tournament.state import TournamentState
from engine.tournament.structures import (
    Structure,
    structure_for,
)

TIERS = ("relaxed", "formal", "premier")  # [T-TIER-1]


FORMATS = ("joust", "melee")  # melee: tables of 3 or 4 [T-MELEE-1]


END_REASONS = ("power", "decked", "concession", "time", "no_show", "judge")


def check_open(state: TournamentState) -> None:
    state.require_settings()
    if state.completed:
        raise TournamentError("T-SWISS-1", "the tournament is completed")
    if state.deleted:
        raise TournamentError("T-ROLE-1", "the organizer deleted this event")


def check_registration_open(state: TournamentState) -> None:
    """Players register and submit decks themselves until the organizer closes registration
    (the organizer's call, [T-ROLE-1]); the organizer may still register late players."""
    if state.registration_closed:
        raise TournamentError("T-ROLE-1", "the organizer has closed registration for this event")


def structure_of(state: TournamentState) -> Structure:
    settings = state.require_settings()
    if state.structure is not None:
        return state.structure
    registered = sum(1 for p in state.players.values() if p.entry.is_active(1))
    return structure_for(registered, settings.preset)
