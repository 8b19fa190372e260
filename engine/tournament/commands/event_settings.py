"""The organizer's settings after creation: edit what has not been used yet, open and close
registration, delete an event that has not started, register a batch of players.

What may change when (docs/decisions/event-settings.md):

* the name, date, venue, description and round length, until the event is completed (a
  round whose clock runs keeps the length it started with, [T-TIME-1]);
* the structure (preset, Swiss rounds, cut) and the tier, until round 1 is paired: they are
  announced before play ([T-SWISS-1]);
* the restricted list, until a deck has been checked against it ([T-DECK-2]);
* the format and points tables never (a new event is the honest way to change them).

>>> from engine.tournament.aggregate import fold
>>> state = fold([create_tournament("Store Champs", seed="s")])
>>> change_settings(state, {"name": "Store Championship", "venue": "The Inn"})[0][1]["changes"]
{'name': 'Store Championship', 'venue': 'The Inn'}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.tournament.commands.base import check_open
from engine.tournament.commands.setup import create_tournament
from engine.tournament.points import Stage, TournamentError
from engine.tournament.state import Event, TournamentState

ANY_TIME = ("name", "date", "venue", "description", "round_minutes")
BEFORE_ROUND_1 = ("preset", "structure", "tier")
BEFORE_DECKS = ("restricted_list",)
EDITABLE = (*ANY_TIME, *BEFORE_ROUND_1, *BEFORE_DECKS)


def change_settings(state: TournamentState, options: Mapping[str, Any]) -> list[Event]:
    """``SettingsChanged`` with the settings that differ from the announced ones (and what
    they were); nothing when nothing differs. ``options`` are those of
    :func:`create_tournament` (the format, seed and points tables stay as they are)."""
    check_open(state)
    settings = state.require_settings()
    wanted = {k: v for k, v in options.items() if k not in ("format", "seed", "points")}
    _, fresh = create_tournament(
        wanted.pop("name", settings.name),
        seed=settings.seed,
        format=settings.format,
        points=settings.points,
        melee_points=settings.melee_points,
        **wanted,
    )
    changes = {
        key: fresh.get(key)
        for key in EDITABLE
        if _given(key, options) and fresh.get(key) != state.announced.get(key)
    }
    for key in changes:
        _check_editable(state, key)
    if not changes:
        return []
    was = {key: state.announced.get(key) for key in changes}
    return [("SettingsChanged", {"changes": changes, "was": was})]


def _given(key: str, options: Mapping[str, Any]) -> bool:
    """A setting the caller named (``structure`` comes from the preset and its numbers)."""
    if key == "structure":
        return "preset" in options
    return key in options


def _check_editable(state: TournamentState, key: str) -> None:
    if key in BEFORE_ROUND_1 and state.rounds:
        raise TournamentError(
            "T-SWISS-1", f"the {_label(key)} was announced and used when round 1 was paired"
        )
    if key in BEFORE_DECKS and any(p.deck is not None for p in state.players.values()):
        raise TournamentError(
            "T-DECK-2", "the restricted list cannot change once decks were checked against it"
        )


def _label(key: str) -> str:
    return {"preset": "structure", "round_minutes": "round length"}.get(key, key)


def close_registration(state: TournamentState) -> list[Event]:
    """Stop players registering and submitting decks themselves ([T-ROLE-1])."""
    check_open(state)
    return [] if state.registration_closed else [("RegistrationClosed", {})]


def reopen_registration(state: TournamentState) -> list[Event]:
    """Let players register themselves again (before the cut, as late registration)."""
    check_open(state)
    if state.stage() is Stage.ELIMINATION:
        raise TournamentError("T-DROP-2", "registration is closed once the cut is made")
    return [("RegistrationReopened", {})] if state.registration_closed else []


def delete_tournament(state: TournamentState, reason: str = "") -> list[Event]:
    """Delete an event that has not started: its stream stays, its pages go (a started event
    is a record of games played, [T-OPEN-5])."""
    check_open(state)
    if state.rounds:
        raise TournamentError("T-OPEN-5", "an event whose round 1 is paired cannot be deleted")
    return [("TournamentDeleted", {"reason": reason.strip()})]


@dataclass(frozen=True)
class NewPlayer:
    """One player of a batch: name, optional user id, optional checked deck."""

    name: str
    user: int | str | None = None
    deck: dict[str, Any] | None = None
    deck_errors: tuple[dict[str, Any], ...] = ()


def register_players(state: TournamentState, players: Sequence[NewPlayer]) -> list[Event]:
    """Register a batch of players (and their decks) as one command: all or none."""
    check_open(state)
    if state.stage() is Stage.ELIMINATION:
        raise TournamentError("T-DROP-2", "registration is closed once the cut is made")
    users: set[int | str] = {p.user for p in state.players.values() if p.user is not None}
    missed = [r.number for r in state.rounds_of(Stage.SWISS)]
    events: list[Event] = []
    for index, new in enumerate(players):
        if not new.name.strip():
            raise TournamentError("T-DROP-1", f"player {index + 1} of the batch needs a name")
        if new.user is not None and new.user in users:
            raise TournamentError("T-DECK-1", f"{new.name}'s login is already registered")
        if new.deck is not None and state.rounds:
            raise TournamentError("T-DECK-1", "decks cannot change once round 1 is paired")
        if new.user is not None:
            users.add(new.user)
        player_id = f"p{len(state.players) + index + 1}"
        events.append(_registered(player_id, new, missed))
        if new.deck is not None:
            events.append(_deck(player_id, new))
    return events


def _registered(player_id: str, new: NewPlayer, missed: list[int]) -> Event:
    payload = {"player": player_id, "name": new.name.strip(), "user": new.user}
    return ("PlayerRegistered", {**payload, "missed_rounds": missed})


def _deck(player_id: str, new: NewPlayer) -> Event:
    errors = list(new.deck_errors)
    payload = {"player": player_id, "deck": new.deck, "legal": not errors, "errors": errors}
    return ("DeckSubmitted", payload)
