"""Creating an event, registering players and their decks."""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from typing import Any

from engine.tournament.commands.base import (
    FORMATS,
    TIERS,
    check_open,
    check_registration_open,
)
from engine.tournament.points import MeleePointsTable, PointsTable, Stage, TournamentError
from engine.tournament.state import Event, TournamentState
from engine.tournament.structures import (
    CutRule,
    Structure,
    StructurePreset,
    custom_structure,
)


def create_tournament(
    name: str,
    *,
    seed: str,
    preset: StructurePreset | str = StructurePreset.BASIC,
    swiss_rounds: int | None = None,
    cut_rule: CutRule | None = None,
    points: PointsTable | None = None,
    round_minutes: int = 55,
    restricted_list: str | None = None,
    tier: str = "relaxed",
    format: str = "joust",
    melee_points: MeleePointsTable | None = None,
    date: datetime.date | None = None,
    venue: str = "",
    description: str = "",
) -> Event:
    """The ``TournamentCreated`` event; a custom structure needs ``swiss_rounds`` ([T-STRUCT-3]).

    A melee event carries its points table by place and table size ([T-MELEE-1]). ``date`` is
    the day the event is played (announced with it, [T-SWISS-1]); left out, it is unknown."""
    preset = StructurePreset(preset)
    if not name.strip():
        raise TournamentError("T-SWISS-1", "a tournament needs a name")
    if tier not in TIERS or format not in FORMATS:
        raise TournamentError("T-TIER-1", f"unknown tier {tier!r} or format {format!r}")
    if not 10 <= round_minutes <= 240:
        raise TournamentError("T-TIME-1", "a round lasts between 10 and 240 minutes")
    structure: Structure | None = None
    if preset is StructurePreset.CUSTOM:
        if swiss_rounds is None:
            raise TournamentError("T-STRUCT-3", "a custom structure names its Swiss rounds")
        structure = custom_structure(swiss_rounds, cut_rule)
    if melee_points is not None and format != "melee":
        raise TournamentError("T-MELEE-1", "a melee points table is for melee events only")
    melee = {"melee_points": (melee_points or MeleePointsTable()).to_dict()}
    # Only present when given: events recorded before dates existed fold the same way.
    dated = {"date": date.isoformat()} if date is not None else {}
    dated |= {"venue": venue.strip()} if venue.strip() else {}
    dated |= {"description": description.strip()} if description.strip() else {}
    return (
        "TournamentCreated",
        {
            **(melee if format == "melee" else {}),
            **dated,
            "name": name.strip(),
            "seed": seed,
            "preset": preset.value,
            "format": format,
            "structure": structure.to_dict() if structure else None,
            "points": (points or PointsTable()).to_dict(),
            "round_minutes": round_minutes,
            "restricted_list": restricted_list,
            "tier": tier,
        },
    )


def register_player(
    state: TournamentState, name: str, user: str | None = None, *, self_service: bool = False
) -> list[Event]:
    """Register a player; a late one gets unpaired losses for rounds already paired
    ([T-DROP-2], [T-PTS-2], applied to late registration). A player registering themself
    (``self_service``) is refused once the organizer has closed registration ([T-ROLE-1])."""
    check_open(state)
    if self_service:
        check_registration_open(state)
    if state.stage() is Stage.ELIMINATION:
        raise TournamentError("T-DROP-2", "registration is closed once the cut is made")
    if not name.strip():
        raise TournamentError("T-DROP-1", "a player needs a name")
    if user is not None and any(p.user == user for p in state.players.values()):
        raise TournamentError("T-DECK-1", f"user {user} is already registered in this event")
    missed = [r.number for r in state.rounds_of(Stage.SWISS)]
    player_id = f"p{len(state.players) + 1}"
    return [
        (
            "PlayerRegistered",
            {"player": player_id, "name": name.strip(), "user": user, "missed_rounds": missed},
        )
    ]


def submit_deck(
    state: TournamentState,
    player_id: str,
    deck: dict[str, Any],
    errors: Sequence[dict[str, Any]],
    *,
    self_service: bool = False,
) -> list[Event]:
    """Record a deck and its legality; the deck is fixed once play starts ([T-DECK-1]). A
    player's own submission is refused once the organizer has closed registration."""
    check_open(state)
    if self_service:
        check_registration_open(state)
    state.player(player_id)
    if state.rounds:
        raise TournamentError("T-DECK-1", "decks cannot change once round 1 is paired")
    return [
        (
            "DeckSubmitted",
            {"player": player_id, "deck": deck, "legal": not errors, "errors": list(errors)},
        )
    ]
