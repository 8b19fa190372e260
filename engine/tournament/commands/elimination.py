"""The cut, single-elimination rounds and completing the event."""

from __future__ import annotations

from engine.tournament import bracket, cut
from engine.tournament.commands.base import check_open, structure_of
from engine.tournament.points import Stage, TournamentError
from engine.tournament.state import Event, RoundState, TournamentState


def make_cut(state: TournamentState) -> list[Event]:
    """Cut to the elimination bracket after the last Swiss round ([T-CUT-1], [T-OPEN-4])."""
    check_open(state)
    structure = structure_of(state)
    rounds = state.rounds_of(Stage.SWISS)
    if state.cut is not None:
        raise TournamentError("T-CUT-1", "the cut is already made")
    if state.require_settings().is_melee:
        raise TournamentError("T-MELEE-1", "melee events here are Swiss only: no cut")
    if structure.cut is None:
        raise TournamentError("T-CUT-1", "this event has no cut")
    if len(rounds) < structure.swiss_rounds or not rounds[-1].closed:
        raise TournamentError(
            "T-CUT-1", f"all {structure.swiss_rounds} Swiss rounds must be played and closed first"
        )
    return [("CutMade", cut.make_cut(state.standings(), structure.cut).to_dict())]


def _winners(round_: RoundState) -> dict[int, str]:
    """Winner by game number (a match key ``e<round>-g<game>``)."""
    winners = {}
    for match in round_.matches.values():
        if (winner := match.winner()) is not None:
            winners[int(match.key.split("-g")[1])] = winner
    return winners


def pair_elimination_round(state: TournamentState) -> list[Event]:
    """The next single-elimination round from the fixed bracket ([T-CUT-2], [T-DROP-4])."""
    check_open(state)
    if state.cut is None:
        raise TournamentError("T-CUT-2", "make the cut before elimination rounds")
    played = state.rounds_of(Stage.ELIMINATION)
    if played and not played[-1].closed:
        raise TournamentError("T-CUT-2", f"elimination round {played[-1].number} is not closed")
    made = bracket.bracket_round(
        state.cut.seed_list(),
        [_winners(r) for r in played],
        bracket.elimination_drops(state.entries()),
    )
    pairings = [
        {
            "match": f"e{made.round}-g{g.game}",
            "table": g.game,
            "player_a": g.player_a or g.player_b,
            "player_b": None if g.bye_winner else g.player_b,
            "rematch": False,
            "explanation": g.explanation,
        }
        for g in made.games
        if g.player_a is not None or g.player_b is not None
    ]
    return [
        (
            "RoundPaired",
            {
                "stage": Stage.ELIMINATION.value,
                "round": made.round,
                "seed": state.require_settings().seed,
                "pairings": pairings,
                "algorithm_version": "agot-bracket/1",
            },
        )
    ]


def complete_tournament(state: TournamentState) -> list[Event]:
    """Complete the event once its last round is closed; the champion is the winner of the
    final, or the top of the Swiss standings in an event without a cut."""
    check_open(state)
    latest = state.latest_round()
    if latest is None or not latest.closed:
        raise TournamentError("T-SWISS-1", "the last round must be played and closed first")
    if state.cut is None:
        has_cut = structure_of(state).cut is not None and not state.require_settings().is_melee
        if has_cut or latest.number < structure_of(state).swiss_rounds:
            raise TournamentError("T-SWISS-1", "rounds or the cut remain to be played")
        return [("TournamentCompleted", {"champion": state.standings().rows[0].player_id})]
    if len(latest.matches) != 1:
        raise TournamentError("T-CUT-2", "elimination rounds remain to be played")
    return [("TournamentCompleted", {"champion": next(iter(latest.matches.values())).winner()})]
