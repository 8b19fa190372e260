"""Changing a Swiss round's pairings by swapping two players ([T-SWISS-6]): the organizer names
two players (by name, as typed), the rest of the round stays as it is, table numbers too,
and the engine checks the result as for any changed pairing. Messages name players and
tables, never internal ids."""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.tournament.points import Stage
from tournaments import projections
from tournaments.errors import DomainError
from tournaments.models import Registration, Tournament
from tournaments.services.tournaments import pairings_change

PLAYER_ID = re.compile(r"\bp\d+\b")
TYPED = re.compile(r"^(?P<name>.*?)\s*\((?:table (?P<table>\d+)|bye)\)\s*$")


@dataclass(frozen=True)
class Seat:
    """Where a player sits in the round: the index of their pair and their side (0 or 1)."""

    player_id: str
    name: str
    table: int | None
    pair: int
    side: int

    @property
    def where(self) -> str:
        return f"table {self.table}" if self.table else "the bye"


def names_of(tournament: Tournament) -> dict[str, str]:
    rows = Registration.objects.filter(tournament=tournament).values_list("player_id", "name")
    return dict(rows)


def with_names(tournament: Tournament, text: str) -> str:
    """``text`` with every player id (``p7``) replaced by that player's name."""
    names = names_of(tournament)
    return PLAYER_ID.sub(lambda m: names.get(m.group(0), m.group(0)), text)


def round_seats(tournament: Tournament) -> tuple[list[list[str | None]], list[Seat]]:
    """The latest Swiss round as pairs in table order (byes last), and every seat in it."""
    state = projections.tournament_state(tournament)
    latest = state.latest_round(Stage.SWISS)
    if latest is None:
        raise DomainError("there is no Swiss round to change", rule="T-SWISS-6")
    matches = sorted(latest.matches.values(), key=lambda m: (m.table is None, m.table or 0))
    names = names_of(tournament)
    pairs: list[list[str | None]] = [[m.player_a, m.player_b] for m in matches]
    seats = [
        Seat(pid, names.get(pid, pid), m.table, index, side)
        for index, m in enumerate(matches)
        for side, pid in enumerate((m.player_a, m.player_b))
        if pid is not None
    ]
    return pairs, seats


def seat_find(seats: list[Seat], typed: str) -> Seat:
    """The seat of the player typed as ``Name`` or ``Name (table 12)``, as the type-ahead
    offers them; a name two players share needs its table."""
    text = typed.strip()
    found = TYPED.match(text)
    name, table = (found["name"], found["table"]) if found else (text, None)
    matching = [s for s in seats if s.name.casefold() == name.casefold()]
    if table is not None:
        matching = [s for s in matching if s.table == int(table)]
    if not matching:
        raise DomainError(f"no player named {name!r} is paired in this round", field="first")
    if len(matching) > 1:
        tables = ", ".join(s.where for s in matching)
        raise DomainError(f"{len(matching)} players are named {name} ({tables}): pick one")
    return matching[0]


def pairings_swap(
    tournament: Tournament,
    first: str,
    second: str,
    *,
    reason: str,
    allow_rematch: bool = False,
    actor: str | None = None,
) -> str:
    """Swap two players' seats in the latest Swiss round; returns what was done, in words."""
    pairs, seats = round_seats(tournament)
    one, two = seat_find(seats, first), seat_find(seats, second)
    if one.player_id == two.player_id:
        raise DomainError(f"{one.name} is named twice: pick two different players")
    pairs[one.pair][one.side], pairs[two.pair][two.side] = two.player_id, one.player_id
    swapped = [(str(a), b) for a, b in pairs]
    confirmed: dict[str, object] = {}
    if allow_rematch:  # the organizer ticked "allow": only the two tables this swap made
        touched = [swapped[one.pair], swapped[two.pair]]
        confirmed = {
            "confirmed_rematches": {frozenset((a, b)) for a, b in touched if b},
            "confirmed_byes": {a for a, b in touched if b is None},
        }
    try:
        pairings_change(tournament, swapped, by=actor, reason=reason, actor=actor, **confirmed)
    except DomainError as error:
        error.message = with_names(tournament, error.message)
        raise
    return f"Swapped {one.name} ({one.where}) and {two.name} ({two.where})."
