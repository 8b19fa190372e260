"""Drops, rejoins and disqualifications."""

from __future__ import annotations

from engine.tournament import cut
from engine.tournament.commands.base import check_open
from engine.tournament.drops import StatusChange, StatusChangeKind, check_status_change
from engine.tournament.points import Stage
from engine.tournament.state import Event, TournamentState


def _change_round(state: TournamentState) -> int:
    """Status changes take effect from the next round to pair in the current stage."""
    return state.next_round_number(state.stage())


def drop_player(state: TournamentState, player_id: str, by: str | None = None) -> list[Event]:
    """Drop a player from the next round on ([T-DROP-1]); a cut player who drops before the
    first elimination game is replaced and the cut re-seeded ([T-DROP-3])."""
    check_open(state)
    player, stage = state.player(player_id), state.stage()
    change = StatusChange(_change_round(state), StatusChangeKind.DROP, stage)
    check_status_change(player.entry, change)
    events: list[Event] = [
        (
            "PlayerDropped",
            {"player": player_id, "round": change.round, "stage": stage.value, "by": by},
        )
    ]
    if stage is Stage.ELIMINATION and not state.rounds_of(Stage.ELIMINATION):
        events += _reseeded_cut(state, player_id)
    return events


def _reseeded_cut(state: TournamentState, withdrawing: str) -> list[Event]:
    assert state.cut is not None
    withdrawn = {*state.cut.replaced, withdrawing}
    remade = cut.make_cut(state.standings(), state.cut.rule, withdrawn)
    return [("CutMade", remade.to_dict())]


def rejoin_player(state: TournamentState, player_id: str, by: str | None = None) -> list[Event]:
    """Rejoin within the Swiss stage, with unpaired losses for missed rounds ([T-DROP-2])."""
    check_open(state)
    player, number = state.player(player_id), _change_round(state)
    check_status_change(player.entry, StatusChange(number, StatusChangeKind.REJOIN, state.stage()))
    played = {
        m.round
        for r in state.rounds_of(Stage.SWISS)
        for m in r.matches.values()
        if player_id in (m.player_a, m.player_b)
    } | set(player.unpaired_losses)
    played |= {
        t.round
        for r in state.rounds_of(Stage.SWISS)
        for t in r.tables.values()
        if player_id in t.seats
    }  # melee tables [T-MELEE-1]
    missed = [r.number for r in state.rounds_of(Stage.SWISS) if r.number not in played]
    return [
        (
            "PlayerRejoined",
            {
                "player": player_id,
                "round": number,
                "stage": "swiss",
                "missed_rounds": missed,
                "by": by,
            },
        )
    ]


def disqualify_player(
    state: TournamentState, player_id: str, *, reason: str, by: str | None = None
) -> list[Event]:
    """Disqualify a player; they cannot rejoin ([T-ROLE-3], [T-DROP-2])."""
    check_open(state)
    player, stage = state.player(player_id), state.stage()
    change = StatusChange(_change_round(state), StatusChangeKind.DISQUALIFY, stage)
    check_status_change(player.entry, change)
    return [
        (
            "PlayerDisqualified",
            {
                "player": player_id,
                "round": change.round,
                "stage": stage.value,
                "reason": reason,
                "by": by,
            },
        )
    ]
