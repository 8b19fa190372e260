"""Judges take disputes and rule; a player may ask a marshal to review a judge's ruling,
and the marshal's ruling stands ([T-ROLE-1], [T-ROLE-3]). Result changes flow into the
standings as recorded or corrected results."""

from __future__ import annotations

from engine.tournament.commands.base import check_open
from engine.tournament.commands.results import (
    _check_result,
    result_corrected,
    result_recorded,
)
from engine.tournament.points import Result, TournamentError
from engine.tournament.state import DisputeState, Event, MatchState, TournamentState

DECISIONS = ("uphold", "overturn", "game_loss", "warning", "dq_recommendation")


def may_take(status: str) -> bool:
    """Whether a dispute in ``status`` can be taken: it waits for a judge, or for a marshal's
    review ([T-ROLE-1]). The pages ask this to offer only what can be done."""
    return status in ("open", "review_requested")


def may_rule(status: str, role: str) -> bool:
    """Whether ``role`` ("judge", "marshal") may rule on a dispute in ``status``: a judge on
    one nobody has ruled on, a marshal on any but a marshal's final one ([T-ROLE-1])."""
    if role == "marshal":
        return status != "final"
    return role == "judge" and status in ("open", "taken")


def take_dispute(state: TournamentState, dispute_id: str, judge: str) -> list[Event]:
    """A judge takes a dispute from the queue."""
    check_open(state)
    dispute = state.dispute(dispute_id)
    if not may_take(dispute.status):
        raise TournamentError("T-ROLE-1", f"dispute {dispute_id} is {dispute.status}")
    return [("DisputeTaken", {"dispute": dispute_id, "judge": judge})]


def _loss_for(match: MatchState, player: str) -> Result:
    if player == match.player_a:
        return Result.B_WIN
    if player == match.player_b:
        return Result.A_WIN
    raise TournamentError("T-ROLE-3", f"{player} does not play {match.key}")


def _ruled_result(
    match: MatchState, decision: str, result: Result | None, player: str | None
) -> Result | None:
    """The result the ruling gives the match, None if it leaves the result alone."""
    if decision == "overturn":
        if result is None:
            raise TournamentError("T-ROLE-1", "an overturn names the result that stands")
        return result
    if decision == "game_loss":
        if player is None:
            raise TournamentError("T-ROLE-3", "a game loss names the player")
        return _loss_for(match, player)
    if decision == "uphold":
        if match.result is None and result is None:
            raise TournamentError("T-ROLE-1", "no result is recorded: name the one to uphold")
        return result if match.result is None else None
    if player is None:
        raise TournamentError("T-ROLE-3", f"a {decision} names the player")
    _loss_for(match, player)  # the player must be in the match
    return None


def rule_dispute(
    state: TournamentState,
    dispute_id: str,
    *,
    by: str,
    role: str,
    decision: str,
    reason: str,
    result: Result | str | None = None,
    player: str | None = None,
) -> list[Event]:
    """A judge's ruling (or a marshal's review, which is final) with its consequences."""
    check_open(state)
    dispute = state.dispute(dispute_id)
    _check_may_rule(dispute, role)
    if decision not in DECISIONS:
        raise TournamentError(
            "T-ROLE-3", f"unknown decision {decision!r}; one of {', '.join(DECISIONS)}"
        )
    if not reason.strip():
        raise TournamentError("T-ROLE-1", "a ruling gives its reason in writing")
    match = state.match(dispute.match)
    wanted = Result(result) if result is not None else None
    if wanted is not None:
        _check_result(match, wanted, None)
    ruled = _ruled_result(match, decision, wanted, player)
    ruling: Event = (
        "RulingMade",
        {
            "dispute": dispute_id,
            "match": match.key,
            "by": by,
            "role": role,
            "decision": decision,
            "player": player,
            "result": ruled.value if ruled else None,
            "reason": reason.strip(),
        },
    )
    return [ruling, *_consequences(state, match, ruled, by, reason.strip())]


def _check_may_rule(dispute: DisputeState, role: str) -> None:
    if may_rule(dispute.status, role):
        return
    if role == "marshal":
        raise TournamentError("T-ROLE-1", "a marshal has ruled: the ruling stands")
    if role != "judge":
        raise TournamentError("T-ROLE-1", "only judges and marshals rule on disputes")
    raise TournamentError(
        "T-ROLE-1", f"dispute {dispute.id} is {dispute.status}; a review goes to a marshal"
    )


def _consequences(
    state: TournamentState, match: MatchState, ruled: Result | None, by: str, reason: str
) -> list[Event]:
    if ruled is None or ruled is match.result:
        return []
    if match.result is None:
        return [result_recorded(match, ruled, "judge", by, "ruling")]
    return [result_corrected(state, match, ruled, "judge", by, reason)]


def request_review(state: TournamentState, dispute_id: str, player: str) -> list[Event]:
    """A player of the match asks a marshal to review the judge's ruling ([T-ROLE-1])."""
    check_open(state)
    dispute = state.dispute(dispute_id)
    match = state.match(dispute.match)
    if player not in (match.player_a, match.player_b):
        raise TournamentError("T-ROLE-1", f"{player} does not play {match.key}")
    if dispute.status != "ruled":
        raise TournamentError(
            "T-ROLE-1",
            f"dispute {dispute_id} is {dispute.status}: only a judge's ruling can be reviewed",
        )
    return [("RulingReviewRequested", {"dispute": dispute_id, "player": player})]
