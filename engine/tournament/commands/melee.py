"""Melee rounds: seating the tables and settling every seat's finishing place ([T-MELEE-1]).

A player reports the places of their table; every other seated player confirms them, and the
last confirmation records the result. A different report replaces the proposal (everyone
confirms again). The organizer can record or correct places directly.

>>> from engine.tournament.aggregate import apply, fold
>>> from engine.tournament.commands import create_tournament, pair_swiss_round, register_player
>>> state = fold([create_tournament("Melee night", seed="x", format="melee")])
>>> for name in ("Ann", "Bob", "Cy", "Di"):
...     _ = [apply(state, e) for e in register_player(state, name)]
>>> _ = [apply(state, e) for e in pair_swiss_round(state)]
>>> table = state.table("r1-t1")
>>> places = {pid: n for n, pid in enumerate(table.seats, 1)}
>>> _ = [apply(state, e) for e in report_places(state, "r1-t1", table.seats[0], places)]
>>> for other in table.seats[1:3]:
...     _ = [apply(state, e) for e in confirm_places(state, "r1-t1", other)]
>>> [t for t, _ in confirm_places(state, "r1-t1", table.seats[3])]
['MeleeResultConfirmed', 'MeleeResultRecorded']
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.tournament import melee
from engine.tournament.commands.base import END_REASONS, check_open, structure_of
from engine.tournament.commands.swiss_rounds import (
    check_can_pair_swiss,
    unplayed_latest_swiss,
    without_round,
)
from engine.tournament.points import Stage, TournamentError
from engine.tournament.state import Event, TableState, TournamentState


def _tables_payload(state: TournamentState, number: int, seed: str) -> dict[str, Any]:
    made = melee.assign_tables(
        state.entries(), state.standings(), state.melee_history(number), number, seed
    )
    payload = {
        **made.to_dict(),
        "stage": Stage.SWISS.value,
        "tables": [{"table": f"r{number}-t{t.number}", **t.to_dict()} for t in made.tables],
        "byes": [{"match": f"r{number}-bye", "player": pid} for pid in made.byes],
    }
    if number == 1 and state.structure is None:
        payload["structure"] = structure_of(state).to_dict()
    return payload


def pair_melee_round(state: TournamentState, publish: bool = True) -> list[Event]:
    """Seat the next Swiss round of a melee event at tables of 3 or 4 ([T-MELEE-1]); the seed
    comes from the event's seed and the round, so the seating can be recomputed ([T-OPEN-5])."""
    number = state.next_round_number(Stage.SWISS)
    check_can_pair_swiss(state, number)
    seed = f"{state.require_settings().seed}/melee/{number}"
    return [("TablesAssigned", {**_tables_payload(state, number, seed), "published": publish})]


def reassign_tables(state: TournamentState, reason: str, publish: bool = True) -> list[Event]:
    """Seat the latest melee round again, before any place is reported ([T-OPEN-5])."""
    latest = unplayed_latest_swiss(state)
    if any(t.places or t.proposed for t in latest.tables.values()):
        raise TournamentError("T-OPEN-5", f"round {latest.number} already has places reported")
    attempt = 1 + sum(
        1 for t, p in state.events if t == "TablesReassigned" and p["round"] == latest.number
    )
    seed = f"{state.require_settings().seed}/melee/{latest.number}/repair-{attempt}"
    payload = _tables_payload(without_round(state, latest), latest.number, seed)
    return [("TablesReassigned", {**payload, "reason": reason, "published": publish})]


def _open_table(state: TournamentState, table_key: str) -> TableState:
    check_open(state)
    table = state.table(table_key)
    round_ = state.rounds[(table.stage, table.round)]
    if not round_.published:
        raise TournamentError("T-SWISS-6", f"round {table.round} is not published yet")
    if table.places is not None:
        raise TournamentError(
            "T-ROLE-2", f"{table_key} already has its places; ask the organizer to correct them"
        )
    if round_.closed:
        raise TournamentError("T-OPEN-5", f"round {table.round} is closed")
    return table


def _seated(table: TableState, player_id: str) -> None:
    if player_id not in table.seats:
        raise TournamentError("T-ROLE-2", f"{player_id} is not seated at {table.key}")


def _check_end_reason(end_reason: str | None) -> None:
    if end_reason is not None and end_reason not in END_REASONS:
        raise TournamentError("T-END-1", f"unknown end reason {end_reason!r}")


def _fields(table: TableState, places: Mapping[str, int], end_reason: str | None) -> dict[str, Any]:
    return {
        "table": table.key,
        "round": table.round,
        "stage": table.stage.value,
        "places": dict(places),
        "end_reason": end_reason,
    }


def report_places(
    state: TournamentState,
    table_key: str,
    player_id: str,
    places: Mapping[str, int],
    end_reason: str | None = None,
) -> list[Event]:
    """A seated player reports every seat's finishing place ([T-MELEE-1], [T-ROLE-2]).

    Reporting the proposal already on the table is a confirmation."""
    table = _open_table(state, table_key)
    _seated(table, player_id)
    melee.check_places(table.seats, places)
    _check_end_reason(end_reason)
    if (dict(places), end_reason) == (table.proposed, table.proposed_end_reason):
        return [] if player_id in table.confirmed else confirm_places(state, table_key, player_id)
    return [("MeleeResultReported", {**_fields(table, places, end_reason), "player": player_id})]


def confirm_places(state: TournamentState, table_key: str, player_id: str) -> list[Event]:
    """A seated player agrees with the reported places; the last one records them."""
    table = _open_table(state, table_key)
    _seated(table, player_id)
    if table.proposed is None:
        raise TournamentError("T-ROLE-2", f"nobody has reported the places of {table_key} yet")
    if player_id in table.confirmed:
        raise TournamentError("T-ROLE-2", f"{player_id} already agreed with these places")
    events: list[Event] = [
        ("MeleeResultConfirmed", {"table": table_key, "round": table.round, "player": player_id})
    ]
    if table.unconfirmed() == [player_id]:
        fields = _fields(table, table.proposed, table.proposed_end_reason)
        events.append(("MeleeResultRecorded", {**fields, "source": "reports", "by": None}))
    return events


def record_places(
    state: TournamentState,
    table_key: str,
    places: Mapping[str, int],
    *,
    end_reason: str | None = None,
    by: str | None = None,
) -> list[Event]:
    """The organizer records a table's places ([T-MELEE-1])."""
    table = _open_table(state, table_key)
    melee.check_places(table.seats, places)
    _check_end_reason(end_reason)
    fields = _fields(table, places, end_reason)
    return [("MeleeResultRecorded", {**fields, "source": "organizer", "by": by})]


def correct_places(
    state: TournamentState,
    table_key: str,
    places: Mapping[str, int],
    *,
    reason: str,
    end_reason: str | None = None,
    by: str | None = None,
) -> list[Event]:
    """Correct a table's places; later rounds already seated are flagged stale ([T-OPEN-5])."""
    check_open(state)
    table = state.table(table_key)
    if table.places is None:
        raise TournamentError("T-OPEN-5", f"{table_key} has no places to correct")
    melee.check_places(table.seats, places)
    _check_end_reason(end_reason)
    if (dict(places), end_reason) == (table.places, table.end_reason):
        raise TournamentError("T-OPEN-5", f"{table_key} already has those places")
    if not reason.strip():
        raise TournamentError("T-OPEN-5", "say why the places are corrected")
    later = [r.number for r in state.rounds_of(Stage.SWISS) if r.number > table.round]
    return [
        (
            "MeleeResultCorrected",
            {
                **_fields(table, places, end_reason),
                "old_places": table.places,
                "reason": reason.strip(),
                "by": by,
                "stale_rounds": later,
            },
        )
    ]
