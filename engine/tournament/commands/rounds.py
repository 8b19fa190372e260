"""Swiss rounds: pairing, re-pairing, the organizer's changes, closing."""

from __future__ import annotations

from collections.abc import Sequence, Set
from typing import Any

from engine.tournament import swiss, validation
from engine.tournament.commands.base import _open, _structure
from engine.tournament.points import Stage, TournamentError
from engine.tournament.state import Event, RoundState, TournamentState


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


def pair_swiss_round(state: TournamentState, publish: bool = True) -> list[Event]:
    """Pair the next Swiss round ([T-SWISS-2..5], [T-OPEN-6]); the seed is derived from the
    event's seed and the round, so the pairing can be recomputed ([T-OPEN-5]). With
    ``publish=False`` the pairing is a draft for the organizer to review ([T-SWISS-6])."""
    if state.require_settings().is_melee:
        from engine.tournament.commands.melee import pair_melee_round

        return pair_melee_round(state, publish)
    number = state.next_round_number(Stage.SWISS)
    _check_can_pair_swiss(state, number)
    seed = f"{state.require_settings().seed}/swiss/{number}"
    return [("RoundPaired", {**_swiss_payload(state, number, seed), "published": publish})]


def publish_round(state: TournamentState) -> list[Event]:
    """Publish the draft pairing of the open round: players see their tables from now on."""
    _open(state)
    latest = state.latest_round()
    if latest is None or latest.closed:
        raise TournamentError("T-SWISS-6", "there is no open round to publish")
    if latest.published:
        raise TournamentError("T-SWISS-6", f"round {latest.number} is already published")
    return [("RoundPublished", {"stage": latest.stage.value, "round": latest.number})]


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
    if latest.started_at is not None:
        # The players are at their tables and playing: moving them is no longer a pairing
        # decision but a new game. A defined refusal (issue 24), not a re-pair under a clock.
        raise TournamentError(
            "T-TIME-1",
            f"round {latest.number}'s clock started at {latest.started_at}: its pairings "
            "can no longer change; record what happens at each table instead",
        )
    return latest


def repair_round(state: TournamentState, reason: str, publish: bool = True) -> list[Event]:
    """Pair the latest Swiss round again, before any result is in ([T-OPEN-5])."""
    if state.require_settings().is_melee:
        from engine.tournament.commands.melee import reassign_tables

        return reassign_tables(state, reason, publish)
    latest = _unplayed_latest_swiss(state)
    attempt = (
        sum(1 for t, p in state.events if t == "RoundRepaired" and p["round"] == latest.number) + 1
    )
    seed = f"{state.require_settings().seed}/swiss/{latest.number}/repair-{attempt}"
    without = _without_round(state, latest)
    payload = _swiss_payload(without, latest.number, seed)
    return [("RoundRepaired", {**payload, "reason": reason, "published": publish})]


def _without_round(state: TournamentState, round_: RoundState) -> TournamentState:
    from engine.tournament.aggregate import fold

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
    if state.require_settings().is_melee:
        raise TournamentError("T-MELEE-1", "melee tables are re-seated, not changed by hand")
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


def close_round(state: TournamentState) -> list[Event]:
    """Close the current round; refused while any result is missing."""
    _open(state)
    latest = state.latest_round()
    if latest is None or latest.closed:
        raise TournamentError("T-SWISS-1", "there is no open round to close")
    missing = [m.key for m in latest.pending()]
    missing += [t.key for t in latest.tables.values() if t.places is None]  # [T-MELEE-1]
    if missing:
        tables = ", ".join(missing)
        raise TournamentError("T-END-1", f"results are missing for {tables}")
    return [("RoundClosed", {"stage": latest.stage.value, "round": latest.number})]


FINAL_MINUTES = 120  # [T-TIME-1]


def start_round(state: TournamentState, started_at: str) -> list[Event]:
    """Start the clock of the open round once most players are seated ([T-TIME-1]): 55
    minutes (the event's setting) for Swiss and elimination rounds, 120 for the final."""
    _open(state)
    latest = state.latest_round()
    if latest is None or latest.closed:
        raise TournamentError("T-TIME-1", "there is no open round to start")
    if not latest.published:
        raise TournamentError("T-TIME-1", f"publish round {latest.number} before starting it")
    if latest.started_at is not None:
        raise TournamentError("T-TIME-1", f"round {latest.number} started at {latest.started_at}")
    final = latest.stage is Stage.ELIMINATION and len(latest.matches) == 1
    minutes = FINAL_MINUTES if final else state.require_settings().round_minutes
    return [
        (
            "RoundStarted",
            {
                "stage": latest.stage.value,
                "round": latest.number,
                "started_at": started_at,
                "minutes": minutes,
            },
        )
    ]
