"""Read-side of a player's own result report: what they may tap, and where the match stands.

A report is stored from player A's side (``a_win`` ...); a player thinks "I won" or "I lost".
These helpers translate between the two; the services decide whether a report is allowed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db.models import Q

from tournaments.models import Dispute, Match, Registration, Tournament
from tournaments.selectors.rounds import END_REASONS, current_round, match_row, matches_of

OUTCOMES = {
    # outcome: (label, my side's result as player A, default end reason)
    "won": ("I won", "a_win", "power"),
    "won_time": ("I won on time (modified win)", "a_modified_win", "time"),
    "lost": ("I lost", "b_win", "power"),
    "lost_time": ("I lost on time", "b_modified_win", "time"),
}
_MIRROR = {
    "a_win": "b_win",
    "b_win": "a_win",
    "a_modified_win": "b_modified_win",
    "b_modified_win": "a_modified_win",
}
OPEN_DISPUTE = ("open", "taken", "review_requested")


def result_for(outcome: str, me_is_a: bool) -> str:
    """The stored result (player A's side) of ``outcome`` said by the reporting player."""
    result = OUTCOMES[outcome][1]
    return result if me_is_a else _MIRROR[result]


def describe(result: str, end_reason: str | None, match: Match) -> str:
    """A report in words, with names: "Ann won (Reached 15 power)"."""
    winner = match.player_a if result.startswith("a_") else match.player_b
    name = winner.name if winner else "?"
    how = "won on time (modified win)" if "modified" in result else "won"
    reason = dict(END_REASONS).get(end_reason or "")
    return f"{name} {how}" + (f" ({reason})" if reason else "")


@dataclass(frozen=True)
class ReportState:
    """Where the viewer's game stands: what they reported, what the opponent reported."""

    match: Match
    me: Registration
    opponent: Registration | None
    mine: str | None  # my report in words
    theirs: str | None  # the opponent's report in words
    with_judge: bool
    ruled: Dispute | None = None  # a judge's ruling a player may ask a marshal to review

    @property
    def last_ruling(self) -> dict[str, Any]:
        rulings = self.ruled.rulings if self.ruled else []
        return rulings[-1] if rulings else {}

    @property
    def can_report(self) -> bool:
        return (
            self.opponent is not None
            and self.match.result is None
            and not self.with_judge
            and self.mine is None
        )

    @property
    def can_confirm(self) -> bool:
        return self.can_report and self.theirs is not None

    @property
    def outcomes(self) -> list[tuple[str, str]]:
        return [(key, value[0]) for key, value in OUTCOMES.items()]

    @property
    def row(self) -> Any:
        return match_row(self.match)


def report_state(match: Match, me: Registration) -> ReportState:
    opponent = match.player_b if match.player_a_id == me.pk else match.player_a
    reports: dict[str, Any] = match.reports or {}
    mine = reports.get(me.player_id)
    theirs = reports.get(opponent.player_id) if opponent else None
    return ReportState(
        match=match,
        me=me,
        opponent=opponent,
        mine=describe(mine["result"], mine.get("end_reason"), match) if mine else None,
        theirs=describe(theirs["result"], theirs.get("end_reason"), match) if theirs else None,
        with_judge=Dispute.objects.filter(match=match, status__in=OPEN_DISPUTE).exists(),
        ruled=Dispute.objects.filter(match=match, status="ruled").order_by("-id").first(),
    )


def my_match(registration: Registration, match_key: str) -> Match | None:
    """The player's own match with this key (None if it is not theirs)."""
    match = (
        Match.objects.filter(tournament_id=registration.tournament_id, key=match_key)
        .select_related("player_a", "player_b", "round")
        .first()
    )
    if match is None or registration.pk not in (match.player_a_id, match.player_b_id):
        return None
    return match


def my_pairing(tournament: Tournament, registration: Registration | None) -> dict[str, Any] | None:
    """The player's game in the current round (its row and the opponent), if paired in it
    and the pairing is published."""
    round_ = current_round(tournament)
    if registration is None or round_ is None or not round_.published:
        return None
    match = matches_of(round_).filter(Q(player_a=registration) | Q(player_b=registration)).first()
    if match is None:
        return None
    opponent = match.player_b if match.player_a_id == registration.pk else match.player_a
    return {
        "row": match_row(match),
        "opponent": opponent,
        "report": report_state(match, registration),
    }
