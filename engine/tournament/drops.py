"""Players, drops, rejoins and disqualifications ([T-DROP-1], [T-DROP-2], [T-ROLE-3]).

A :class:`PlayerEntry` carries the player's status changes; each change takes effect from a
round of a stage on. A player dropped from Swiss round 4 is not paired in rounds 4, 5, ... of
the Swiss stage until a rejoin from a later round of the same stage.

>>> ann = PlayerEntry("ann", (StatusChange(3, StatusChangeKind.DROP),
...                           StatusChange(5, StatusChangeKind.REJOIN)))
>>> [ann.status_for_round(r).value for r in (2, 3, 4, 5)]
['active', 'dropped', 'dropped', 'active']
>>> from engine.tournament.points import Result
>>> played = [MatchRecord.game(r, "ann", "bob", Result.A_WIN) for r in (1, 2)]
>>> [(m.round, str(m.result)) for m in missed_round_losses(ann, played, rejoin_round=5)]
[(3, 'unpaired_loss'), (4, 'unpaired_loss')]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from engine.tournament.points import MatchRecord, Stage, TournamentError


class PlayerStatus(StrEnum):
    """Whether a player is paired: only active players are ([T-DROP-1])."""

    ACTIVE = "active"
    DROPPED = "dropped"
    DISQUALIFIED = "disqualified"


class StatusChangeKind(StrEnum):
    """Drop ([T-DROP-1]), rejoin ([T-DROP-2]) or disqualification ([T-ROLE-3])."""

    DROP = "drop"
    REJOIN = "rejoin"
    DISQUALIFY = "disqualify"


_STATUS_AFTER = {
    StatusChangeKind.DROP: PlayerStatus.DROPPED,
    StatusChangeKind.REJOIN: PlayerStatus.ACTIVE,
    StatusChangeKind.DISQUALIFY: PlayerStatus.DISQUALIFIED,
}
_STAGE_ORDER = {Stage.SWISS: 0, Stage.ELIMINATION: 1}


@dataclass(frozen=True)
class StatusChange:
    """Effective from ``round`` of ``stage`` on (the player is not paired in that round)."""

    round: int
    kind: StatusChangeKind
    stage: Stage = Stage.SWISS

    def position(self) -> tuple[int, int]:
        return (_STAGE_ORDER[self.stage], self.round)

    def to_dict(self) -> dict[str, Any]:
        return {"round": self.round, "kind": self.kind.value, "stage": self.stage.value}


@dataclass(frozen=True)
class PlayerEntry:
    """A registered player; ``changes`` in the order they happened."""

    id: str
    changes: tuple[StatusChange, ...] = ()

    def status_for_round(self, round: int, stage: Stage = Stage.SWISS) -> PlayerStatus:
        """The status when ``round`` of ``stage`` is paired."""
        status = PlayerStatus.ACTIVE
        for change in self.changes:
            if change.position() <= (_STAGE_ORDER[stage], round):
                status = _STATUS_AFTER[change.kind]
        return status

    def is_active(self, round: int, stage: Stage = Stage.SWISS) -> bool:
        return self.status_for_round(round, stage) is PlayerStatus.ACTIVE

    def with_change(self, change: StatusChange) -> PlayerEntry:
        """This entry plus ``change``, after checking it with :func:`check_status_change`."""
        check_status_change(self, change)
        return PlayerEntry(self.id, (*self.changes, change))

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "changes": [change.to_dict() for change in self.changes]}


def check_status_change(entry: PlayerEntry, change: StatusChange) -> None:
    """Raise :class:`TournamentError` if ``change`` is not allowed for ``entry``.

    >>> dq = PlayerEntry("dan", (StatusChange(2, StatusChangeKind.DISQUALIFY),))
    >>> check_status_change(dq, StatusChange(4, StatusChangeKind.REJOIN))
    Traceback (most recent call last):
    ...
    engine.tournament.points.TournamentError: [T-DROP-2] dan was disqualified and cannot rejoin
    """
    if entry.changes and change.position() < entry.changes[-1].position():
        raise TournamentError("T-DROP-1", f"{entry.id}: status changes must be in round order")
    current = entry.status_for_round(change.round, change.stage)
    if current is PlayerStatus.DISQUALIFIED:
        raise TournamentError("T-DROP-2", f"{entry.id} was disqualified and cannot rejoin")
    if change.kind is StatusChangeKind.REJOIN:
        _check_rejoin(entry, change, current)
    elif change.kind is StatusChangeKind.DROP and current is PlayerStatus.DROPPED:
        raise TournamentError("T-DROP-1", f"{entry.id} has already dropped")


def _check_rejoin(entry: PlayerEntry, change: StatusChange, current: PlayerStatus) -> None:
    if current is not PlayerStatus.DROPPED:
        raise TournamentError("T-DROP-2", f"{entry.id} has not dropped, so cannot rejoin")
    if change.stage is not Stage.SWISS or entry.changes[-1].stage is not Stage.SWISS:
        raise TournamentError("T-DROP-2", f"{entry.id}: rejoining is only within the Swiss stage")


def missed_round_losses(
    entry: PlayerEntry, matches: Iterable[MatchRecord], rejoin_round: int
) -> list[MatchRecord]:
    """Unpaired losses for each Swiss round before ``rejoin_round`` the player has no record
    of ([T-DROP-2], [T-PTS-2]). Store them with the rejoin; they count as rounds played
    ([T-OPEN-2]). A late registration gets the same treatment.
    """
    played = {m.round for m in matches if m.stage is Stage.SWISS and entry.id in m.players}
    missed = [r for r in range(1, rejoin_round) if r not in played]
    return [MatchRecord.unpaired_loss(r, entry.id) for r in missed]


def active_players(players: Iterable[PlayerEntry], round: int) -> list[PlayerEntry]:
    """Players to pair in Swiss ``round``: dropped and disqualified ones never ([T-DROP-1])."""
    return [player for player in players if player.is_active(round)]
