"""Single-elimination bracket ([T-CUT-2], [T-CUT-3], [T-DROP-4]).

The bracket is fixed by the seed list: round 1 is seed 1 v seed N (game 1), 2 v N-1 (game 2)
and so on; each later round pairs the winner of game 1 with the winner of the highest-numbered
game (new game 1), game 2 with the second-highest, and so on, never re-seeding.

>>> seeds = ["s1", "s2", "s3", "s4"]
>>> [(g.game, g.player_a, g.player_b) for g in bracket_round(seeds).games]
[(1, 's1', 's4'), (2, 's2', 's3')]
>>> final = bracket_round(seeds, winners=[{1: "s4", 2: "s2"}])
>>> [(g.game, g.player_a, g.player_b) for g in final.games]
[(1, 's4', 's2')]
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping, Sequence, Set
from dataclasses import dataclass
from typing import Any

from engine.tournament.drops import PlayerEntry, StatusChangeKind
from engine.tournament.points import MatchRecord, Stage, TournamentError


@dataclass(frozen=True)
class EliminationGame:
    """Game ``game`` of elimination round ``round``; a missing player means a bye."""

    round: int
    game: int
    player_a: str | None
    player_b: str | None
    explanation: str

    @property
    def bye_winner(self) -> str | None:
        """The player who advances without playing, if exactly one player is present."""
        present = [p for p in (self.player_a, self.player_b) if p is not None]
        return present[0] if len(present) == 1 else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "game": self.game,
            "player_a": self.player_a,
            "player_b": self.player_b,
            "explanation": self.explanation,
        }


@dataclass(frozen=True)
class BracketRound:
    round: int
    games: tuple[EliminationGame, ...]

    def to_records(self) -> list[MatchRecord]:
        """Records to store: games pending a result, byes already won."""
        records = []
        for game in self.games:
            if game.player_a is not None and game.player_b is not None:
                records.append(
                    MatchRecord.game(
                        self.round, game.player_a, game.player_b, None, Stage.ELIMINATION
                    )
                )
            elif game.bye_winner is not None:
                records.append(MatchRecord.bye(self.round, game.bye_winner, Stage.ELIMINATION))
        return records

    def to_dict(self) -> dict[str, Any]:
        return {"round": self.round, "games": [game.to_dict() for game in self.games]}


Slot = tuple[str | None, str]  # (player or None, why the slot holds them)


def bracket_round(
    seeds: Sequence[str | None],
    winners: Sequence[Mapping[int, str]] = (),
    dropped: Mapping[str, int] | Set[str] | None = None,
) -> BracketRound:
    """The next elimination round after the rounds whose winners are given.

    ``seeds`` lists players by seed (None: a bye slot), a power of two long. ``winners[r]``
    maps game number to winner for round ``r + 1``; bye games need no entry. ``dropped`` maps
    a player to the first elimination round they miss (see :func:`elimination_drops`): that
    round's opponent gets a bye, and an unreported game of the round before goes to the
    opponent ([T-DROP-4]). A plain set means "out from the round being built". Cut players
    who drop before the first game are re-seeded by ``make_cut(..., withdrawn=...)`` instead
    ([T-DROP-3]).
    """
    if not isinstance(dropped, Mapping):
        dropped = dict.fromkeys(dropped or (), len(winners) + 1)
    _check_size(len(seeds))
    first = [(seed, f"seed {i}") for i, seed in enumerate(seeds, 1)]
    games = _first_round(first, dropped)
    for round_index, round_winners in enumerate(winners):
        if len(games) == 1:
            raise TournamentError("T-CUT-2", "the bracket is complete: there is no next round")
        advancing = [_winner(game, round_winners, dropped) for game in games]
        games = _next_round(advancing, round_index + 2, dropped)
    return BracketRound(games[0].round, tuple(games))


def _check_size(size: int) -> None:
    if size < 2 or size & (size - 1):
        raise TournamentError("T-CUT-2", f"a bracket needs a power of two of seeds, not {size}")


def _first_round(slots: list[Slot], dropped: Mapping[str, int]) -> list[EliminationGame]:
    n = len(slots)
    return [_game(1, k, slots[k - 1], slots[n - k], dropped) for k in range(1, n // 2 + 1)]


def _next_round(
    advancing: list[Slot], round: int, dropped: Mapping[str, int]
) -> list[EliminationGame]:
    g = len(advancing)
    return [
        _game(round, i, advancing[i - 1], advancing[g - i], dropped) for i in range(1, g // 2 + 1)
    ]


def _gone(player: str | None, dropped: Mapping[str, int], round: int) -> bool:
    return player is not None and dropped.get(player, round + 1) <= round


def _game(round: int, number: int, a: Slot, b: Slot, dropped: Mapping[str, int]) -> EliminationGame:
    player_a = None if _gone(a[0], dropped, round) else a[0]
    player_b = None if _gone(b[0], dropped, round) else b[0]
    why = f"{a[1]} v {b[1]} [T-CUT-2]"
    gone = [p for p in (a[0], b[0]) if p is not None and _gone(p, dropped, round)]
    if gone:
        why += f"; {', '.join(gone)} dropped, so the opponent gets a bye [T-DROP-4]"
    elif (player_a is None) != (player_b is None):
        why += "; bye: no opponent in this slot [T-CUT-3]"
    return EliminationGame(round, number, player_a, player_b, why)


def _winner(game: EliminationGame, results: Mapping[int, str], dropped: Mapping[str, int]) -> Slot:
    label = f"winner of game {game.game}"
    if game.player_a is None or game.player_b is None:
        return (game.bye_winner, label)
    if game.game not in results:
        gone = {p for p in (game.player_a, game.player_b) if _gone(p, dropped, game.round + 1)}
        if len(gone) == 1:  # dropped during the game: the opponent wins [T-DROP-4]
            return ((gone ^ {game.player_a, game.player_b}).pop(), label)
        raise TournamentError("T-CUT-2", f"round {game.round} game {game.game} has no result")
    winner = results[game.game]
    if winner not in (game.player_a, game.player_b):
        raise TournamentError(
            "T-CUT-2", f"{winner} did not play round {game.round} game {game.game}"
        )
    return (winner, label)


def next_power_of_two(count: int) -> int:
    size = 2
    while size < count:
        size *= 2
    return size


def open_bracket_seeds(player_ids: Sequence[str], seed: str) -> list[str | None]:
    """Seed list for an event that starts with single elimination ([T-CUT-3]).

    Random players get the byes that fill the bracket up to the next power of two, and the
    first-round games get random numbers; feed the result to :func:`bracket_round`.

    >>> seeds = open_bracket_seeds(["a", "b", "c", "d", "e"], seed="x")
    >>> len(seeds), seeds.count(None)
    (8, 3)
    """
    size = next_power_of_two(len(player_ids))
    shuffled = sorted(player_ids, key=lambda pid: _key(seed, "player", pid))
    byes = size - len(shuffled)
    pairs: list[tuple[str, str | None]] = [(pid, None) for pid in shuffled[:byes]]
    rest = shuffled[byes:]
    pairs += [(rest[i], rest[i + 1]) for i in range(0, len(rest), 2)]
    numbers = sorted(range(1, size // 2 + 1), key=lambda k: _key(seed, "game", str(k)))
    seeds: list[str | None] = [None] * size
    for number, (a, b) in zip(numbers, pairs, strict=True):
        seeds[number - 1], seeds[size - number] = a, b
    return seeds


def _key(seed: str, kind: str, value: str) -> str:
    return hashlib.sha256(f"T-CUT-3|{seed}|{kind}|{value}".encode()).hexdigest()


def elimination_drops(players: Iterable[PlayerEntry]) -> dict[str, int]:
    """Player -> first elimination round missed, from their elimination-stage drop or
    disqualification: the ``dropped`` argument of :func:`bracket_round` ([T-DROP-4]).

    >>> from engine.tournament.drops import StatusChange
    >>> out = StatusChange(2, StatusChangeKind.DROP, Stage.ELIMINATION)
    >>> elimination_drops([PlayerEntry("a", (out,)), PlayerEntry("b")])
    {'a': 2}
    """
    leaving = (StatusChangeKind.DROP, StatusChangeKind.DISQUALIFY)
    return {
        player.id: min(c.round for c in changes)
        for player in players
        if (
            changes := [
                c for c in player.changes if c.stage is Stage.ELIMINATION and c.kind in leaving
            ]
        )
    }
