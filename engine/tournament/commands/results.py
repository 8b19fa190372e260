"""Recording and correcting game results."""

from __future__ import annotations

from typing import Any

from engine.tournament.commands.base import END_REASONS, check_open
from engine.tournament.points import Result, Stage, TournamentError
from engine.tournament.state import Event, MatchState, TournamentState


def _check_result(match: MatchState, result: Result, end_reason: str | None) -> None:
    if match.player_b is None:
        raise TournamentError("T-SWISS-5", f"{match.key} is a bye: its result is fixed")
    if result in (Result.BYE, Result.UNPAIRED_LOSS):
        raise TournamentError("T-PTS-1", f"{result.value} is not the result of a game")
    modified = result in (Result.A_MODIFIED_WIN, Result.B_MODIFIED_WIN)
    if end_reason is not None and end_reason not in END_REASONS:
        raise TournamentError("T-END-1", f"unknown end reason {end_reason!r}")
    if modified and end_reason not in (None, "time"):
        raise TournamentError("T-END-2", "a modified win comes only from time being called")


def record_result(
    state: TournamentState,
    match_key: str,
    result: Result | str,
    *,
    end_reason: str | None = None,
    by: str | None = None,
) -> list[Event]:
    """Record a game's result ([T-PTS-1]); a second result is a correction, not a record."""
    check_open(state)
    match, result = state.match(match_key), Result(result)
    _check_result(match, result, end_reason)
    if match.result is not None:
        raise TournamentError("T-OPEN-5", f"{match_key} already has a result; correct it")
    if state.rounds[(match.stage, match.round)].closed:
        raise TournamentError("T-OPEN-5", f"round {match.round} is closed; correct the result")
    recorded = result_recorded(match, result, end_reason, by, "organizer")
    return [recorded, *disputes_settled(state, match, by, "organizer")]


def correct_result(
    state: TournamentState,
    match_key: str,
    result: Result | str,
    *,
    reason: str,
    end_reason: str | None = None,
    by: str | None = None,
) -> list[Event]:
    """Correct a recorded result. Later Swiss rounds already paired are flagged as made from
    stale standings, never re-paired silently ([T-OPEN-5])."""
    check_open(state)
    match, result = state.match(match_key), Result(result)
    _check_result(match, result, end_reason)
    if match.result is None:
        raise TournamentError("T-OPEN-5", f"{match_key} has no result to correct")
    if result is match.result and end_reason == match.end_reason:
        raise TournamentError("T-OPEN-5", f"{match_key} already has that result")
    if not reason.strip():
        raise TournamentError("T-OPEN-5", "say why the result is corrected")
    corrected = result_corrected(state, match, result, end_reason, by, reason.strip())
    return [corrected, *disputes_settled(state, match, by, "organizer")]


def disputes_settled(
    state: TournamentState, match: MatchState, by: str | None, how: str
) -> list[Event]:
    """Close the match's disputes still waiting for a judge, which a result has settled
    without a ruling: the organizer recorded it ([T-ROLE-1]) or the players' reports came to
    agree ([T-ROLE-2]). ``how`` is "organizer" or "reports". A dispute a judge has taken, or
    whose ruling a player asked a marshal to review, stays theirs to rule on."""
    return [
        ("DisputeSettled", {"dispute": d.id, "match": match.key, "by": by, "how": how})
        for d in state.open_disputes(match.key)
        if d.status == "open"
    ]


def result_recorded(
    match: MatchState, result: Result, end_reason: str | None, by: str | None, source: str
) -> Event:
    """The ``ResultRecorded`` event; ``source`` says who settled it (organizer, reports,
    ruling)."""
    return ("ResultRecorded", {**_result_fields(match, result, end_reason, by), "source": source})


def result_corrected(
    state: TournamentState,
    match: MatchState,
    result: Result,
    end_reason: str | None,
    by: str | None,
    reason: str,
) -> Event:
    """The ``ResultCorrected`` event: later Swiss rounds are flagged stale ([T-OPEN-5]); an
    elimination game cannot change once the next round is paired ([T-CUT-2])."""
    assert match.result is not None
    later = [r.number for r in state.rounds_of(match.stage) if r.number > match.round]
    if match.stage is Stage.ELIMINATION and later:
        raise TournamentError(
            "T-CUT-2", "the next elimination round is paired: the bracket cannot change"
        )
    return (
        "ResultCorrected",
        {
            **_result_fields(match, result, end_reason, by),
            "old_result": match.result.value,
            "old_end_reason": match.end_reason,
            "reason": reason,
            "stale_rounds": later if match.stage is Stage.SWISS else [],
        },
    )


def _result_fields(
    match: MatchState, result: Result, end_reason: str | None, by: str | None
) -> dict[str, Any]:
    return {
        "match": match.key,
        "round": match.round,
        "stage": match.stage.value,
        "result": result.value,
        "end_reason": end_reason,
        "by": by,
    }
