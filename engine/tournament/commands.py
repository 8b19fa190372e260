"""Deciding tournament commands: each function reads a :class:`TournamentState` and returns
the events to append, or raises :class:`TournamentError` naming the rule it would break.

Nothing here stores anything; the caller appends the events at ``state.version`` (optimistic
concurrency) and folds them with :func:`engine.tournament.aggregate.apply`.

>>> from engine.tournament.aggregate import fold
>>> state = fold([create_tournament("Demo", seed="x")])
>>> for name in ("Ann", "Bob", "Cy", "Di"):
...     state = fold([*state.events, *register_player(state, name)])
>>> [(t, p["round"]) for t, p in pair_swiss_round(state)]
[('RoundPaired', 1)]
"""

from __future__ import annotations

from collections.abc import Sequence, Set
from typing import Any

from engine.tournament import bracket, cut, swiss, validation
from engine.tournament.aggregate import Event, MatchState, RoundState, TournamentState
from engine.tournament.drops import StatusChange, StatusChangeKind, check_status_change
from engine.tournament.points import PointsTable, Result, Stage, TournamentError
from engine.tournament.structures import (
    CutRule,
    Structure,
    StructurePreset,
    custom_structure,
    structure_for,
)

TIERS = ("relaxed", "formal", "premier")  # [T-TIER-1]
FORMATS = ("joust",)
END_REASONS = ("power", "decked", "concession", "time", "no_show", "judge")


def create_tournament(
    name: str,
    *,
    seed: str,
    preset: StructurePreset | str = StructurePreset.BASIC,
    swiss_rounds: int | None = None,
    cut_rule: CutRule | None = None,
    points: PointsTable | None = None,
    round_minutes: int = 55,
    restricted_list: str | None = None,
    tier: str = "relaxed",
    format: str = "joust",
) -> Event:
    """The ``TournamentCreated`` event; a custom structure needs ``swiss_rounds`` ([T-STRUCT-3])."""
    preset = StructurePreset(preset)
    if not name.strip():
        raise TournamentError("T-SWISS-1", "a tournament needs a name")
    if tier not in TIERS or format not in FORMATS:
        raise TournamentError("T-TIER-1", f"unknown tier {tier!r} or format {format!r}")
    if not 10 <= round_minutes <= 240:
        raise TournamentError("T-TIME-1", "a round lasts between 10 and 240 minutes")
    structure: Structure | None = None
    if preset is StructurePreset.CUSTOM:
        if swiss_rounds is None:
            raise TournamentError("T-STRUCT-3", "a custom structure names its Swiss rounds")
        structure = custom_structure(swiss_rounds, cut_rule)
    return (
        "TournamentCreated",
        {
            "name": name.strip(),
            "seed": seed,
            "preset": preset.value,
            "format": format,
            "structure": structure.to_dict() if structure else None,
            "points": (points or PointsTable()).to_dict(),
            "round_minutes": round_minutes,
            "restricted_list": restricted_list,
            "tier": tier,
        },
    )


def _open(state: TournamentState) -> None:
    state.require_settings()
    if state.completed:
        raise TournamentError("T-SWISS-1", "the tournament is completed")


def register_player(state: TournamentState, name: str, user: str | None = None) -> list[Event]:
    """Register a player; a late one gets unpaired losses for rounds already paired
    ([T-DROP-2], [T-PTS-2], applied to late registration)."""
    _open(state)
    if state.stage() is Stage.ELIMINATION:
        raise TournamentError("T-DROP-2", "registration is closed once the cut is made")
    if not name.strip():
        raise TournamentError("T-DROP-1", "a player needs a name")
    if user is not None and any(p.user == user for p in state.players.values()):
        raise TournamentError("T-DECK-1", f"user {user} is already registered in this event")
    missed = [r.number for r in state.rounds_of(Stage.SWISS)]
    player_id = f"p{len(state.players) + 1}"
    return [
        (
            "PlayerRegistered",
            {"player": player_id, "name": name.strip(), "user": user, "missed_rounds": missed},
        )
    ]


def submit_deck(
    state: TournamentState, player_id: str, deck: dict[str, Any], errors: Sequence[dict[str, Any]]
) -> list[Event]:
    """Record a deck and its legality; the deck is fixed once play starts ([T-DECK-1])."""
    _open(state)
    state.player(player_id)
    if state.rounds:
        raise TournamentError("T-DECK-1", "decks cannot change once round 1 is paired")
    return [
        (
            "DeckSubmitted",
            {"player": player_id, "deck": deck, "legal": not errors, "errors": list(errors)},
        )
    ]


def _structure(state: TournamentState) -> Structure:
    settings = state.require_settings()
    if state.structure is not None:
        return state.structure
    registered = sum(1 for p in state.players.values() if p.entry.is_active(1))
    return structure_for(registered, settings.preset)


def _check_can_pair_swiss(state: TournamentState, number: int) -> None:
    _open(state)
    if state.stage() is Stage.ELIMINATION:
        raise TournamentError("T-SWISS-4", "the Swiss stage ended with the cut")
    previous = state.latest_round(Stage.SWISS)
    if previous is not None and not previous.closed:
        raise TournamentError("T-OPEN-5", f"round {previous.number} is not closed yet")
    if number > _structure(state).swiss_rounds:
        raise TournamentError(
            "T-SWISS-1", f"the event announced {_structure(state).swiss_rounds} Swiss rounds"
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


def _swiss_payload(state: TournamentState, number: int, seed: str) -> dict[str, Any]:
    settings = state.require_settings()
    made = swiss.pair_swiss_round(
        state.entries(), state.swiss_records(), number, seed, settings.points
    )
    if sum(1 for p in made.pairings if p.player_b is not None) == 0:
        raise TournamentError("T-SWISS-2", "at least two active players are needed to pair")
    payload = {
        **made.to_dict(),
        "stage": Stage.SWISS.value,
        "pairings": [_keyed(number, p.to_dict()) for p in made.pairings],
    }
    if number == 1 and state.structure is None:
        payload["structure"] = _structure(state).to_dict()
    return payload


def _keyed(number: int, pairing: dict[str, Any]) -> dict[str, Any]:
    key = f"r{number}-bye" if pairing["player_b"] is None else f"r{number}-t{pairing['table']}"
    return {"match": key, **pairing}


def pair_swiss_round(state: TournamentState) -> list[Event]:
    """Pair the next Swiss round ([T-SWISS-2..5], [T-OPEN-6]); the seed is derived from the
    event's seed and the round, so the pairing can be recomputed ([T-OPEN-5])."""
    number = state.next_round_number(Stage.SWISS)
    _check_can_pair_swiss(state, number)
    seed = f"{state.require_settings().seed}/swiss/{number}"
    return [("RoundPaired", _swiss_payload(state, number, seed))]


def _unplayed_latest_swiss(state: TournamentState) -> RoundState:
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
    return latest


def repair_round(state: TournamentState, reason: str) -> list[Event]:
    """Pair the latest Swiss round again, before any result is in ([T-OPEN-5])."""
    latest = _unplayed_latest_swiss(state)
    attempt = (
        sum(1 for t, p in state.events if t == "RoundRepaired" and p["round"] == latest.number) + 1
    )
    seed = f"{state.require_settings().seed}/swiss/{latest.number}/repair-{attempt}"
    without = _without_round(state, latest)
    payload = _swiss_payload(without, latest.number, seed)
    return [("RoundRepaired", {**payload, "reason": reason})]


def _without_round(state: TournamentState, round_: RoundState) -> TournamentState:
    from engine.tournament.aggregate import fold

    key = (round_.stage, round_.number)
    kept = [e for e in state.events if not _belongs_to(e, key)]
    return fold(kept)


def _belongs_to(event: Event, key: tuple[Stage, int]) -> bool:
    type_, p = event
    return (
        type_ in ("RoundPaired", "RoundRepaired", "PairingChanged")
        and (Stage(p["stage"]), p["round"]) == key
    )


def change_pairings(
    state: TournamentState,
    pairs: Sequence[tuple[str, str | None]],
    *,
    by: str,
    reason: str,
    confirmed_rematches: Set[frozenset[str]] = frozenset(),
    confirmed_byes: Set[str] = frozenset(),
) -> list[Event]:
    """The organizer's own pairings for the latest Swiss round, checked ([T-SWISS-6])."""
    latest = _unplayed_latest_swiss(state)
    if not reason.strip():
        raise TournamentError("T-SWISS-6", "say why the pairings change")
    records = [r for r in state.swiss_records() if r.round < latest.number]
    issues = validation.validate_pairings(
        state.entries(), records, latest.number, pairs, confirmed_rematches, confirmed_byes
    )
    if issues:
        raise TournamentError(issues[0].rule, "; ".join(i.message for i in issues))
    games = [(a, b) for a, b in pairs if b is not None]
    pairings = [
        _keyed(
            latest.number,
            {
                "table": t,
                "player_a": a,
                "player_b": b,
                "rematch": False,
                "explanation": "set by the organizer",
            },
        )
        for t, (a, b) in enumerate(games, 1)
    ]
    pairings += [
        _keyed(
            latest.number,
            {
                "table": None,
                "player_a": a,
                "player_b": None,
                "rematch": False,
                "explanation": "bye set by the organizer",
            },
        )
        for a, b in pairs
        if b is None
    ]
    return [
        (
            "PairingChanged",
            {
                "stage": Stage.SWISS.value,
                "round": latest.number,
                "pairings": pairings,
                "by": by,
                "reason": reason.strip(),
            },
        )
    ]


def _check_result(match: MatchState, result: Result, end_reason: str | None) -> None:
    if match.player_b is None:
        raise TournamentError("T-SWISS-5", f"{match.key} is a bye: its result is fixed")
    if result in (Result.BYE, Result.UNPAIRED_LOSS):
        raise TournamentError("T-PTS-1", f"{result.value} is not the result of a game")
    modified = result in (Result.A_MODIFIED_WIN, Result.B_MODIFIED_WIN)
    if end_reason is not None and end_reason not in END_REASONS:
        raise TournamentError("T-END-1", f"unknown end reason {end_reason!r}")
    if modified and end_reason not in (None, "time"):
        raise TournamentError("T-END-2", "a modified win comes only from time being called")


def record_result(
    state: TournamentState,
    match_key: str,
    result: Result | str,
    *,
    end_reason: str | None = None,
    by: str | None = None,
) -> list[Event]:
    """Record a game's result ([T-PTS-1]); a second result is a correction, not a record."""
    _open(state)
    match, result = state.match(match_key), Result(result)
    _check_result(match, result, end_reason)
    if match.result is not None:
        raise TournamentError("T-OPEN-5", f"{match_key} already has a result; correct it")
    if state.rounds[(match.stage, match.round)].closed:
        raise TournamentError("T-OPEN-5", f"round {match.round} is closed; correct the result")
    return [
        (
            "ResultRecorded",
            {
                "match": match_key,
                "round": match.round,
                "stage": match.stage.value,
                "result": result.value,
                "end_reason": end_reason,
                "by": by,
            },
        )
    ]


def correct_result(
    state: TournamentState,
    match_key: str,
    result: Result | str,
    *,
    reason: str,
    end_reason: str | None = None,
    by: str | None = None,
) -> list[Event]:
    """Correct a recorded result. Later Swiss rounds already paired are flagged as made from
    stale standings, never re-paired silently ([T-OPEN-5])."""
    _open(state)
    match, result = state.match(match_key), Result(result)
    _check_result(match, result, end_reason)
    if match.result is None:
        raise TournamentError("T-OPEN-5", f"{match_key} has no result to correct")
    if result is match.result and end_reason == match.end_reason:
        raise TournamentError("T-OPEN-5", f"{match_key} already has that result")
    if not reason.strip():
        raise TournamentError("T-OPEN-5", "say why the result is corrected")
    later = [r.number for r in state.rounds_of(match.stage) if r.number > match.round]
    if match.stage is Stage.ELIMINATION and later:
        raise TournamentError(
            "T-CUT-2", "the next elimination round is paired: the bracket cannot change"
        )
    return [
        (
            "ResultCorrected",
            {
                "match": match_key,
                "round": match.round,
                "stage": match.stage.value,
                "result": result.value,
                "end_reason": end_reason,
                "old_result": match.result.value,
                "old_end_reason": match.end_reason,
                "by": by,
                "reason": reason.strip(),
                "stale_rounds": later if match.stage is Stage.SWISS else [],
            },
        )
    ]


def close_round(state: TournamentState) -> list[Event]:
    """Close the current round; refused while any result is missing."""
    _open(state)
    latest = state.latest_round()
    if latest is None or latest.closed:
        raise TournamentError("T-SWISS-1", "there is no open round to close")
    if missing := latest.pending():
        tables = ", ".join(m.key for m in missing)
        raise TournamentError("T-END-1", f"results are missing for {tables}")
    return [("RoundClosed", {"stage": latest.stage.value, "round": latest.number})]


def _change_round(state: TournamentState) -> int:
    """Status changes take effect from the next round to pair in the current stage."""
    return state.next_round_number(state.stage())


def drop_player(state: TournamentState, player_id: str, by: str | None = None) -> list[Event]:
    """Drop a player from the next round on ([T-DROP-1]); a cut player who drops before the
    first elimination game is replaced and the cut re-seeded ([T-DROP-3])."""
    _open(state)
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
    _open(state)
    player, number = state.player(player_id), _change_round(state)
    check_status_change(player.entry, StatusChange(number, StatusChangeKind.REJOIN, state.stage()))
    played = {
        m.round
        for r in state.rounds_of(Stage.SWISS)
        for m in r.matches.values()
        if player_id in (m.player_a, m.player_b)
    } | set(player.unpaired_losses)
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
    _open(state)
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


def make_cut(state: TournamentState) -> list[Event]:
    """Cut to the elimination bracket after the last Swiss round ([T-CUT-1], [T-OPEN-4])."""
    _open(state)
    structure = _structure(state)
    rounds = state.rounds_of(Stage.SWISS)
    if state.cut is not None:
        raise TournamentError("T-CUT-1", "the cut is already made")
    if structure.cut is None:
        raise TournamentError("T-CUT-1", "this event has no cut")
    if len(rounds) < structure.swiss_rounds or not rounds[-1].closed:
        raise TournamentError(
            "T-CUT-1", f"all {structure.swiss_rounds} Swiss rounds must be played and closed first"
        )
    return [("CutMade", cut.make_cut(state.standings(), structure.cut).to_dict())]


def _dropped_in_elimination(state: TournamentState) -> set[str]:
    return {
        p.id
        for p in state.players.values()
        if not p.entry.is_active(state.next_round_number(Stage.ELIMINATION), Stage.ELIMINATION)
    }


def _winners(round_: RoundState) -> dict[int, str]:
    """Winner by game number (a match key ``e<round>-g<game>``)."""
    winners = {}
    for match in round_.matches.values():
        if (winner := match.winner()) is not None:
            winners[int(match.key.split("-g")[1])] = winner
    return winners


def pair_elimination_round(state: TournamentState) -> list[Event]:
    """The next single-elimination round from the fixed bracket ([T-CUT-2], [T-DROP-4])."""
    _open(state)
    if state.cut is None:
        raise TournamentError("T-CUT-2", "make the cut before elimination rounds")
    played = state.rounds_of(Stage.ELIMINATION)
    if played and not played[-1].closed:
        raise TournamentError("T-CUT-2", f"elimination round {played[-1].number} is not closed")
    made = bracket.bracket_round(
        state.cut.seed_list(), [_winners(r) for r in played], _dropped_in_elimination(state)
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
    _open(state)
    latest = state.latest_round()
    if latest is None or not latest.closed:
        raise TournamentError("T-SWISS-1", "the last round must be played and closed first")
    if state.cut is None:
        if _structure(state).cut is not None or latest.number < _structure(state).swiss_rounds:
            raise TournamentError("T-SWISS-1", "rounds or the cut remain to be played")
        return [("TournamentCompleted", {"champion": state.standings().rows[0].player_id})]
    if len(latest.matches) != 1:
        raise TournamentError("T-CUT-2", "elimination rounds remain to be played")
    return [("TournamentCompleted", {"champion": next(iter(latest.matches.values())).winner()})]
