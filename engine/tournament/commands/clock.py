"""The round clock after it starts ([T-TIME-1]): pause and resume (a fire alarm, a judge
call for the room), extend the round, reset a clock started by mistake, and extra time for
one table (a long ruling at that table). Times are ISO strings given by the caller, so the
engine stays free of the wall clock.

>>> from engine.tournament.aggregate import fold
>>> from engine.tournament.commands import create_tournament, register_player
>>> from engine.tournament.commands import pair_swiss_round, start_round
>>> state = fold([create_tournament("Clock", seed="c")])
>>> for name in ("Ann", "Bob", "Cy", "Di"):
...     state = fold([*state.events, *register_player(state, name)])
>>> state = fold([*state.events, *pair_swiss_round(state)])
>>> state = fold([*state.events, *start_round(state, "2026-01-01T10:00:00+00:00")])
>>> pause_clock(state, "2026-01-01T10:20:00+00:00")[0][0]
'RoundClockPaused'
"""

from __future__ import annotations

from engine.tournament.commands.base import check_open
from engine.tournament.points import TournamentError
from engine.tournament.state import Event, RoundState, TournamentState

MAX_EXTRA_MINUTES = 120


def _running_round(state: TournamentState) -> RoundState:
    check_open(state)
    latest = state.latest_round()
    if latest is None or latest.closed:
        raise TournamentError("T-TIME-1", "there is no open round")
    if latest.started_at is None:
        raise TournamentError("T-TIME-1", f"the clock of round {latest.number} is not started")
    return latest


def _where(round_: RoundState) -> dict[str, object]:
    return {"stage": round_.stage.value, "round": round_.number}


def pause_clock(state: TournamentState, at: str) -> list[Event]:
    round_ = _running_round(state)
    if round_.paused_at is not None:
        raise TournamentError("T-TIME-1", f"the clock of round {round_.number} is paused already")
    return [("RoundClockPaused", {**_where(round_), "at": at})]


def resume_clock(state: TournamentState, at: str) -> list[Event]:
    round_ = _running_round(state)
    if round_.paused_at is None:
        raise TournamentError("T-TIME-1", f"the clock of round {round_.number} is not paused")
    return [("RoundClockResumed", {**_where(round_), "at": at, "paused_at": round_.paused_at})]


def _check_minutes(minutes: int, what: str) -> None:
    if not 1 <= minutes <= MAX_EXTRA_MINUTES:
        raise TournamentError("T-TIME-1", f"{what} is 1 to {MAX_EXTRA_MINUTES} minutes")


def extend_clock(state: TournamentState, minutes: int) -> list[Event]:
    """Add minutes to the whole round."""
    round_ = _running_round(state)
    _check_minutes(minutes, "an extension")
    return [("RoundClockExtended", {**_where(round_), "minutes": minutes})]


def reset_clock(state: TournamentState) -> list[Event]:
    """Back to not started (a clock started too early); start it again when ready."""
    round_ = _running_round(state)
    return [("RoundClockReset", {**_where(round_), "was_started_at": round_.started_at})]


def extend_table(state: TournamentState, match_key: str, minutes: int) -> list[Event]:
    """Extra time for one table, on top of the round clock; it adds up if given twice."""
    check_open(state)
    match = state.match(match_key)
    latest = state.latest_round()
    if latest is None or match.key not in latest.matches or latest.closed:
        raise TournamentError("T-TIME-1", "extra time is for a table of the open round")
    if match.player_b is None:
        raise TournamentError("T-TIME-1", "a bye has no game to extend")
    if match.result is not None:
        raise TournamentError("T-TIME-1", f"table {match.table} has its result already")
    _check_minutes(minutes, "extra time")
    return [("TableTimeExtended", {"match": match_key, "table": match.table, "minutes": minutes})]
