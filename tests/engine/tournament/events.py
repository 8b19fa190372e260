"""Random events for the property tests: engine-paired rounds, random results, drops, rejoins."""

from __future__ import annotations

import random
from collections.abc import Iterable

from engine.tournament import (
    MatchRecord,
    PlayerEntry,
    Result,
    RoundPairing,
    StatusChange,
    StatusChangeKind,
    missed_round_losses,
    pair_swiss_round,
)

RESULTS = [Result.A_WIN, Result.B_WIN, Result.A_MODIFIED_WIN, Result.B_MODIFIED_WIN]


def played_results(pairing: RoundPairing, rng: random.Random) -> list[MatchRecord]:
    """The round's records with a random result for each game (byes stay byes)."""
    return [
        record
        if record.player_b is None
        else MatchRecord.game(record.round, record.player_a, record.player_b, rng.choice(RESULTS))
        for record in pairing.to_records()
    ]


def change_statuses(
    players: list[PlayerEntry],
    matches: list[MatchRecord],
    next_round: int,
    rng: random.Random,
    drop_rate: float,
) -> tuple[list[PlayerEntry], list[MatchRecord]]:
    """Drop some active players and let some dropped ones rejoin (with unpaired losses)."""
    changed, extra = [], []
    for player in players:
        if player.is_active(next_round) and rng.random() < drop_rate:
            player = player.with_change(StatusChange(next_round, StatusChangeKind.DROP))
        elif not player.is_active(next_round) and rng.random() < 0.5:
            player = player.with_change(StatusChange(next_round, StatusChangeKind.REJOIN))
            extra += missed_round_losses(player, matches, next_round)
        changed.append(player)
    return changed, [*matches, *extra]


def simulate(
    count: int, rounds: int, seed: str, rng: random.Random, drop_rate: float = 0.05
) -> tuple[list[PlayerEntry], list[MatchRecord]]:
    """Players and records after ``rounds`` engine-paired rounds of a ``count``-player event."""
    players = [PlayerEntry(f"p{i:03d}") for i in range(count)]
    matches: list[MatchRecord] = []
    for round_number in range(1, rounds + 1):
        pairing = pair_swiss_round(players, matches, round_number, seed)
        matches += played_results(pairing, rng)
        players, matches = change_statuses(players, matches, round_number + 1, rng, drop_rate)
    return players, matches


def met_pairs(matches: Iterable[MatchRecord]) -> set[frozenset[str]]:
    return {frozenset(m.players) for m in matches if m.player_b is not None}


def had_bye(matches: Iterable[MatchRecord]) -> set[str]:
    return {m.player_a for m in matches if m.result is Result.BYE}
