"""What the Swiss round commands of both formats share: the checks before a round is seated
and the state without a round's seating, for a joust's pairings (``rounds``) and a melee's
tables (``melee``) alike ([T-SWISS-*], [T-OPEN-5], [T-MELEE-1])."""

from __future__ import annotations

from engine.tournament.aggregate import fold
from engine.tournament.commands.base import check_open, structure_of
from engine.tournament.points import Stage, TournamentError
from engine.tournament.state import Event, RoundState, TournamentState


def check_can_pair_swiss(state: TournamentState, number: int) -> None:
    """The checks before the Swiss round ``number`` is seated (pairings or tables)."""
    check_open(state)
    if state.stage() is Stage.ELIMINATION:
        raise TournamentError("T-SWISS-4", "the Swiss stage ended with the cut")
    previous = state.latest_round(Stage.SWISS)
    if previous is not None and not previous.closed:
        raise TournamentError("T-OPEN-5", f"round {previous.number} is not closed yet")
    if number > structure_of(state).swiss_rounds:
        raise TournamentError(
            "T-SWISS-1", f"the event announced {structure_of(state).swiss_rounds} Swiss rounds"
        )
    illegal = [
        p.name
        for p in state.players.values()
        if p.deck_legal is False and p.entry.is_active(number)
    ]
    if illegal:
        raise TournamentError(
            "T-DECK-2",
            f"illegal decks must be fixed (or the player dropped) "
            f"before pairing: {', '.join(sorted(illegal))}",
        )


def unplayed_latest_swiss(state: TournamentState) -> RoundState:
    """The latest Swiss round, which may be seated again: no result is in yet ([T-OPEN-5])
    and its clock has not started ([T-TIME-1])."""
    latest = state.latest_round(Stage.SWISS)
    if latest is None or state.stage() is Stage.ELIMINATION:
        raise TournamentError("T-SWISS-6", "there is no Swiss round to change")
    played = [m.key for m in latest.matches.values() if m.player_b is not None and m.result]
    if played:
        raise TournamentError(
            "T-OPEN-5",
            f"round {latest.number} already has results "
            f"({', '.join(played)}); correct them instead",
        )
    if latest.started_at is not None:
        # The players are at their tables and playing: moving them is no longer a pairing
        # decision but a new game. A defined refusal (issue 24), not a re-pair under a clock.
        raise TournamentError(
            "T-TIME-1",
            f"round {latest.number}'s clock started at {latest.started_at}: its pairings "
            "can no longer change; record what happens at each table instead",
        )
    return latest


def without_round(state: TournamentState, round_: RoundState) -> TournamentState:
    """The state folded again without ``round_``'s seating events (to seat it anew)."""
    key = (round_.stage, round_.number)
    kept = [e for e in state.events if not _belongs_to(e, key)]
    return fold(kept)


_ROUND_SEATING_EVENTS = (
    "RoundPaired",
    "RoundRepaired",
    "PairingChanged",
    "TablesAssigned",  # melee [T-MELEE-1]
    "TablesReassigned",
)


def _belongs_to(event: Event, key: tuple[Stage, int]) -> bool:
    type_, p = event
    return type_ in _ROUND_SEATING_EVENTS and (Stage(p["stage"]), p["round"]) == key
