"""A match's result read beside its verified match log (docs/decisions/results-and-logs.md).

``log_result_check`` says, in words that name both sides, whether the log agrees with the
recorded result (or, before one is recorded, with the players' reports):

* ``contradicts``: the log's game is over with another winner or another end reason
  ([T-END-1]), or a log uploaded whole stops before its game is over while a result says the
  game ended. The match goes to the judges and is flagged on the results desk.
* ``invalid`` / ``unverifiable``: the log breaks a rule, or no replay can judge it (the
  verifier sends these to the judges by itself).
* ``incomplete``: a live log that stops before the end (the players stopped logging). It
  does not block the result; the pages show it beside the result.
* ``undecided``: the log states a value (a STR, a cost, a total) that the replay works out
  otherwise, and only cards the engine does not read could explain it. It accuses nobody
  and opens no dispute; the pages show it beside the result with the cards that could
  explain it, and a player or judge may still open a dispute.
* A verdict whose check was ``partial`` (cards the engine does not read) never reads as a
  full check: ``agrees`` then says how many cards were not checked.
* ``agrees``, ``pending`` (not verified yet), ``no_result`` (nothing to compare yet),
  ``no_winner`` (a game over that names no joust winner).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from tournaments.errors import ConflictError
from tournaments.models import Match, Tournament
from tournaments.models import MatchLog as MatchLogRow
from tournaments.selectors.matchlogs import matchlog_headline

WINS = {"a_win": "A", "a_modified_win": "A", "b_win": "B", "b_modified_win": "B"}
END_WORDS = {
    "power": "by reaching 15 power",
    "decked": "as the opponent's draw deck ran out",
    "concession": "by concession",
    "time": "on time",
    "no_show": "by a no-show",
    "judge": "by a judge's decision",
}
SENT_TO_JUDGES = frozenset({"contradicts", "invalid", "unverifiable"})


@dataclass(frozen=True)
class LogCheck:
    kind: str
    text: str

    @property
    def sent_to_judges(self) -> bool:
        return self.kind in SENT_TO_JUDGES


@dataclass(frozen=True)
class _Claim:
    source: str  # "the recorded result", "Bob's report"
    winner: Any  # the Registration the claim names as the winner
    end_reason: str | None


def _seat_player(match: Match, seat: str | None) -> Any:
    """The registration at a log seat: seat A is the match's player A (``log_started``)."""
    return {"A": match.player_a, "B": match.player_b}.get(seat or "")


def _score(verdict: dict[str, Any]) -> str:
    power = verdict.get("power") or {}
    return " to ".join(str(power[k]) for k in sorted(power)) or "0 to 0"


def _claims(match: Match) -> list[_Claim]:
    """The recorded result, else each player's report; byes and unpaired losses name no
    game and are left out."""
    if match.result:
        said = [("the recorded result", match.result, match.end_reason)]
    else:
        players = (match.player_a, match.player_b)
        names = {p.player_id: p.name for p in players if p is not None}
        said = [
            (f"{names.get(pid, pid)}'s report", r["result"], r.get("end_reason"))
            for pid, r in sorted((match.reports or {}).items())
        ]
    return [
        _Claim(source, _seat_player(match, WINS[result]), reason)
        for source, result, reason in said
        if result in WINS
    ]


def _claim_words(claim: _Claim) -> str:
    name = claim.winner.name if claim.winner is not None else "?"
    how = END_WORDS.get(claim.end_reason or "", "")
    return f"{claim.source} says {name} won{' ' + how if how else ''}"


def _log_words(match: Match, verdict: dict[str, Any]) -> str:
    seat = verdict.get("winner")
    player = _seat_player(match, seat)
    how = END_WORDS.get(verdict.get("end_reason") or "", "")
    return (
        f"the match log shows seat {seat} ({player.name if player else '?'}) won"
        f"{' ' + how if how else ''} ({_score(verdict)} power, round {verdict.get('rounds', '?')})"
    )


def _stops_words(verdict: dict[str, Any]) -> str:
    rounds = verdict.get("rounds") or 0
    where = f"round {rounds}" if rounds else "setup"
    return f"{where} at {_score(verdict)} power, the game not over"


def _over_check(match: Match, verdict: dict[str, Any], claims: list[_Claim]) -> LogCheck:
    """A finished game against the claims: another winner, or the same winner another way."""
    winner = _seat_player(match, verdict.get("winner"))
    if winner is None:  # a game over without a joust winner: nothing to compare it with
        return LogCheck("no_winner", "the match log's game ended without a winner")
    for claim in claims:
        other_winner = claim.winner != winner
        other_end = bool(claim.end_reason) and claim.end_reason != verdict.get("end_reason")
        if other_winner or other_end:
            rule = "" if other_winner else " [T-END-1]"
            text = f"{_log_words(match, verdict)}, but {_claim_words(claim)}{rule}"
            return LogCheck("contradicts", text)
    return LogCheck("agrees", f"{_log_words(match, verdict)}, as {claims[0].source} says")


def _unfinished_check(row: MatchLogRow, verdict: dict[str, Any], claims: list[_Claim]) -> LogCheck:
    stops = _stops_words(verdict)
    if row.whole:  # an upload is the whole game: it cannot stop before a finished game
        return LogCheck(
            "contradicts",
            f"the uploaded match log stops in {stops}, but {_claim_words(claims[0])} [T-END-1]",
        )
    return LogCheck("incomplete", f"the live match log stops in {stops}: it does not show the end")


def log_result_check(match: Match, row: MatchLogRow | None) -> LogCheck | None:
    """The match's result read beside its log; None when the match has no log."""
    if row is None:
        return None
    verdict = row.verdict
    if verdict is None or row.verified_version != row.log_version:
        return LogCheck("pending", "the match log is waiting for verification")
    if verdict["status"] == "unverifiable":
        return LogCheck(
            "unverifiable", f"the match log cannot be verified: {verdict['error']}"[:500]
        )
    if verdict["status"] == "invalid":
        first = verdict["errors"][0]
        return LogCheck(
            "invalid",
            f"the match log breaks [{first['rule']}] at event {first['seq']}: {first['message']}"[
                :500
            ],
        )
    if verdict["status"] == "undecided":
        return LogCheck("undecided", f"the match log {matchlog_headline(verdict)}"[:500])
    claims = _claims(match)
    if not claims:
        return LogCheck("no_result", "no result has been reported to compare with the log")
    if verdict["status"] == "valid":
        return _partly(_over_check(match, verdict, claims), verdict)
    return _unfinished_check(row, verdict, claims)


def _partly(check: LogCheck, verdict: dict[str, Any]) -> LogCheck:
    """An agreement the engine could check only in part says so (it confirms no more than
    it read)."""
    unread = verdict.get("unread_cards") or ()
    if check.kind != "agrees" or verdict.get("checked", "full") == "full":
        return check
    what = f"{len(unread)} cards not checked" if unread else "some abilities not checked"
    return LogCheck("agrees", f"{check.text} ({what} by the engine)")


def tracker_closed(tournament: Tournament, match: Match) -> ConflictError | None:
    """Why the live tracker takes no more entries (the result is final, or the event is
    complete), or None while it is open."""
    if tournament.status == Tournament.Status.COMPLETED:
        return ConflictError(
            "the event is complete: its match logs take no more entries",
            code="tracker_closed",
            field="match",
            rule="T-SWISS-1",
        )
    if match.result is not None:
        return ConflictError(
            f"{match.key} has a final result: its live log takes no more entries; "
            "ask a judge to change the result",
            code="tracker_closed",
            field="match",
            rule="T-ROLE-2",
        )
    return None


def log_checks_for(matches: Iterable[Match]) -> dict[int, LogCheck]:
    """``log_result_check`` of every match that has a log, by match id (one query)."""
    by_id = {m.pk: m for m in matches}
    rows = MatchLogRow.objects.filter(match_id__in=list(by_id))
    checks = {row.match_id: log_result_check(by_id[row.match_id], row) for row in rows}
    return {match_id: check for match_id, check in checks.items() if check is not None}
