"""Players report their own results; agreeing reports record the result, disagreeing or
unconfirmed ones open a dispute for a judge ([T-ROLE-1], [T-ROLE-2]).

>>> from engine.tournament.aggregate import apply, fold
>>> from engine.tournament.commands import create_tournament, pair_swiss_round, register_player
>>> state = fold([create_tournament("Demo", seed="x")])
>>> for name in ("Ann", "Bob", "Cy", "Di"):
...     _ = [apply(state, e) for e in register_player(state, name)]
>>> _ = [apply(state, e) for e in pair_swiss_round(state)]
>>> game = state.match("r1-t1")
>>> [t for t, _ in report_result(state, "r1-t1", game.player_a, "a_win", end_reason="power")]
['ResultReported']
>>> _ = [apply(state, e) for e in report_result(state, "r1-t1", game.player_a, "a_win",
...                                             end_reason="power")]
>>> [t for t, _ in report_result(state, "r1-t1", game.player_b, "a_win", end_reason="power")]
['ResultReported', 'ResultRecorded']
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.tournament.commands.base import check_open
from engine.tournament.commands.results import _check_result, disputes_settled, result_recorded
from engine.tournament.points import Result, TournamentError
from engine.tournament.state import Event, MatchState, Report, TournamentState

REPORTS_DISAGREE = "the players' reports disagree"
REPORT_UNCONFIRMED = "the opponent did not confirm the report in time"
# Disputes about the reports alone: until a judge takes one, the players may still settle it
# themselves by reporting the same result ([T-ROLE-2]).
ABOUT_REPORTS = (REPORTS_DISAGREE, REPORT_UNCONFIRMED)


def _with_a_judge(state: TournamentState, match_key: str) -> bool:
    """Whether the match is out of the players' hands: a judge has its dispute, or the
    dispute is about more than their reports (e.g. a log that contradicts them)."""
    return any(
        d.status != "open" or d.reason not in ABOUT_REPORTS for d in state.open_disputes(match_key)
    )


def _dispute_id(state: TournamentState) -> str:
    return f"d{len(state.disputes) + 1}"


def dispute_opened(state: TournamentState, match: MatchState, reason: str) -> Event:
    """The event that puts ``match`` in the dispute queue (one open dispute per match)."""
    return (
        "DisputeOpened",
        {"dispute": _dispute_id(state), "match": match.key, "round": match.round, "reason": reason},
    )


def _reportable(state: TournamentState, match_key: str, player_id: str) -> MatchState:
    check_open(state)
    match = state.match(match_key)
    if player_id not in (match.player_a, match.player_b):
        raise TournamentError("T-ROLE-2", f"{player_id} does not play {match_key}")
    if not state.rounds[(match.stage, match.round)].published:
        raise TournamentError("T-SWISS-6", f"round {match.round} is not published yet")
    if match.result is not None:
        raise TournamentError(
            "T-ROLE-2", f"{match_key} already has a confirmed result; ask a judge to change it"
        )
    if _with_a_judge(state, match_key):
        raise TournamentError("T-ROLE-1", f"{match_key} is with a judge")
    return match


def report_result(
    state: TournamentState,
    match_key: str,
    player_id: str,
    result: Result | str,
    *,
    end_reason: str | None = None,
    power: Sequence[int] | None = None,
    time_step: int | None = None,
) -> list[Event]:
    """A player's report. The opponent's agreeing report confirms it and records the result;
    a disagreeing one sends the match to the dispute queue."""
    match, result = _reportable(state, match_key, player_id), Result(result)
    _check_result(match, result, end_reason)
    _check_report_details(result, power, time_step)
    final_power = (power[0], power[1]) if power else None
    report = Report(player_id, result, end_reason, final_power, time_step)
    if match.reports.get(player_id) == report:
        return []  # the same report again (a double tap without a key): nothing new
    events: list[Event] = [
        (
            "ResultReported",
            {
                "match": match_key,
                "round": match.round,
                "player": player_id,
                "result": result.value,
                "end_reason": end_reason,
                "power": list(power) if power else None,
                "time_step": time_step,
            },
        )
    ]
    opponent = match.player_b if player_id == match.player_a else match.player_a
    theirs = match.reports.get(opponent or "")
    if theirs is not None and theirs.agrees_with(report):
        events.append(result_recorded(match, result, end_reason, None, "reports"))
        events += disputes_settled(state, match, player_id, "reports")
    elif theirs is not None and not state.open_disputes(match_key):
        events.append(dispute_opened(state, match, REPORTS_DISAGREE))
    return events


def _check_report_details(
    result: Result, power: Sequence[int] | None, time_step: int | None
) -> None:
    if power is not None and (len(power) != 2 or any(not 0 <= p <= 99 for p in power)):
        raise TournamentError("T-END-1", "final power is two numbers from 0 to 99")
    modified = result in (Result.A_MODIFIED_WIN, Result.B_MODIFIED_WIN)
    if time_step is not None and (not modified or not 1 <= time_step <= 5):
        raise TournamentError("T-END-2", "a time step (1-5) goes only with a modified win")


def report_overdue(state: TournamentState, match_key: str) -> list[Event]:
    """The sweep's verdict on a report the opponent did not confirm in time."""
    match = state.match(match_key)
    if match.result is not None or not match.reports or state.open_disputes(match_key):
        return []
    return [dispute_opened(state, match, REPORT_UNCONFIRMED)]


def dispute_open(state: TournamentState, match_key: str, reason: str) -> list[Event]:
    """Put a match in the dispute queue (a player's request, or a log that contradicts it)."""
    check_open(state)
    match = state.match(match_key)
    if state.open_disputes(match_key):
        return []  # already with a judge: one queue entry per match
    if not reason.strip():
        raise TournamentError("T-ROLE-2", "say what the dispute is about")
    return [dispute_opened(state, match, reason.strip())]
