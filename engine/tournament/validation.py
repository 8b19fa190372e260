"""Checks for an organizer's manual pairings ([T-SWISS-6]).

>>> from engine.tournament.drops import PlayerEntry
>>> from engine.tournament.points import MatchRecord, Result
>>> players = [PlayerEntry(p) for p in ("ann", "bob", "cat", "dan")]
>>> history = [MatchRecord.game(1, "ann", "bob", Result.A_WIN),
...            MatchRecord.game(1, "cat", "dan", Result.B_WIN)]
>>> [i.rule for i in validate_pairings(players, history, 2, [("ann", "bob"), ("cat", "dan")])]
['T-SWISS-4', 'T-SWISS-4']
>>> confirmed = {frozenset({"ann", "bob"}), frozenset({"cat", "dan"})}
>>> validate_pairings(players, history, 2, [("ann", "bob"), ("cat", "dan")], confirmed)
()
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence, Set
from dataclasses import dataclass
from typing import Any

from engine.tournament.drops import PlayerEntry
from engine.tournament.points import MatchRecord, Result, Stage
from engine.tournament.swiss import Pairing

ProposedPair = tuple[str, str | None]


@dataclass(frozen=True)
class PairingIssue:
    """One broken rule of a proposed pairing."""

    rule: str
    message: str
    players: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"rule": self.rule, "message": self.message, "players": list(self.players)}


def validate_pairings(
    players: Sequence[PlayerEntry],
    matches: Sequence[MatchRecord],
    round_number: int,
    proposed: Sequence[ProposedPair | Pairing],
    confirmed_rematches: Set[frozenset[str]] = frozenset(),
    confirmed_byes: Set[str] = frozenset(),
) -> tuple[PairingIssue, ...]:
    """Every problem of ``proposed`` as the pairings of Swiss round ``round_number``; () if none.

    Checked: known players, nobody paired with themselves or twice, every active player paired
    and no dropped or disqualified one ([T-DROP-1]), exactly one bye iff the number of active
    players is odd ([T-SWISS-5]), no second bye while a player without one is active unless
    the organizer confirmed it, no rematch in this stage unless confirmed ([T-SWISS-4]).
    """
    pairs = [(p.player_a, p.player_b) if isinstance(p, Pairing) else p for p in proposed]
    earlier = [m for m in matches if m.stage is Stage.SWISS and m.round < round_number]
    issues = _roster_issues(players, pairs, round_number)
    issues += _bye_issues(players, earlier, pairs, round_number, confirmed_byes)
    issues += _rematch_issues(earlier, pairs, confirmed_rematches)
    return tuple(issues)


def _roster_issues(
    players: Sequence[PlayerEntry], pairs: list[ProposedPair], round_number: int
) -> list[PairingIssue]:
    known = {p.id: p for p in players}
    seen = Counter(pid for pair in pairs for pid in set(pair) if pid is not None)
    issues = [
        PairingIssue("T-SWISS-6", f"{a} cannot play themselves", (a,)) for a, b in pairs if a == b
    ]
    for pid, count in sorted(seen.items()):
        if pid not in known:
            issues.append(PairingIssue("T-SWISS-6", f"{pid} is not registered", (pid,)))
        elif not known[pid].is_active(round_number):
            issues.append(
                PairingIssue("T-DROP-1", f"{pid} is not active, so cannot be paired", (pid,))
            )
        elif count > 1:
            issues.append(PairingIssue("T-SWISS-6", f"{pid} is paired {count} times", (pid,)))
    missing = [p.id for p in players if p.is_active(round_number) and p.id not in seen]
    issues += [PairingIssue("T-SWISS-6", f"{pid} is not paired", (pid,)) for pid in missing]
    return issues


def _bye_issues(
    players: Sequence[PlayerEntry],
    earlier: list[MatchRecord],
    pairs: list[ProposedPair],
    round_number: int,
    confirmed: Set[str],
) -> list[PairingIssue]:
    byes = [a for a, b in pairs if b is None]
    active = [p.id for p in players if p.is_active(round_number)]
    issues = []
    if len(byes) != len(active) % 2:
        expected = "one bye" if len(active) % 2 else "no bye"
        issues.append(
            PairingIssue("T-SWISS-5", f"{len(active)} active players need {expected}", tuple(byes))
        )
    had_bye = {m.player_a for m in earlier if m.result is Result.BYE}
    someone_without = any(pid not in had_bye for pid in active)
    for pid in byes:
        if pid in had_bye and pid in active and someone_without and pid not in confirmed:
            issues.append(PairingIssue("T-SWISS-5", f"{pid} already had a bye", (pid,)))
    return issues


def _rematch_issues(
    earlier: list[MatchRecord], pairs: list[ProposedPair], confirmed: Set[frozenset[str]]
) -> list[PairingIssue]:
    met = {frozenset((m.player_a, m.player_b)) for m in earlier if m.player_b is not None}
    issues = []
    for a, b in pairs:
        pair = frozenset((a, b)) if b is not None else None
        if pair in met and pair not in confirmed:
            issues.append(
                PairingIssue("T-SWISS-4", f"{a} and {b} already played in this stage", (a, str(b)))
            )
    return issues
