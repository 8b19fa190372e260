"""A tournament as an event-sourced aggregate: the state folded from its events.

The Django side stores the events; this module gives them meaning. ``fold`` turns a stream
of ``(type, payload)`` events into a :class:`TournamentState`; the deciding functions in
:mod:`engine.tournament.commands` read that state and return the new events (or raise
:class:`TournamentError` naming the rule). Because the state comes from events alone, any
published standings or pairings can be recomputed and checked by the engine.

>>> from engine.tournament.commands import create_tournament, register_player
>>> state = fold([create_tournament("Store Championship", seed="s1")])
>>> state = fold([*state.events, *register_player(state, "Ann")])
>>> [(p.id, p.name) for p in state.players.values()]
[('p1', 'Ann')]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from datetime import datetime
from typing import Any

from engine.tournament.cut import Cut, CutSeed
from engine.tournament.drops import PlayerEntry, StatusChange, StatusChangeKind
from engine.tournament.points import Result, Stage
from engine.tournament.state import (
    DisputeState,
    Event,
    MatchState,
    PlayerState,
    Report,
    RoundState,
    Settings,
    TableState,
    TournamentState,
    cut_rule_from_payload,
    settings_from_payload,
    structure_from_payload,
)
from engine.tournament.structures import TopCut

__all__ = [
    "Event",
    "MatchState",
    "PlayerState",
    "RoundState",
    "Settings",
    "TournamentState",
    "apply",
    "fold",
]


# --- Folding: one small function per event type. -------------------------------------------


def _created(state: TournamentState, p: Mapping[str, Any]) -> None:
    state.announced = dict(p)
    state.settings = settings_from_payload(p)
    state.structure = state.settings.structure


def _settings_changed(state: TournamentState, p: Mapping[str, Any]) -> None:
    merged = {**state.announced, **p["changes"]}
    state.announced = {k: v for k, v in merged.items() if v is not None}
    state.settings = settings_from_payload(state.announced)
    if not state.rounds:  # the structure is fixed once round 1 is paired [T-SWISS-1]
        state.structure = state.settings.structure


def _registration_closed(state: TournamentState, p: Mapping[str, Any]) -> None:
    state.registration_closed = True


def _registration_reopened(state: TournamentState, p: Mapping[str, Any]) -> None:
    state.registration_closed = False


def _deleted(state: TournamentState, p: Mapping[str, Any]) -> None:
    state.deleted = True


def _registered(state: TournamentState, p: Mapping[str, Any]) -> None:
    state.players[p["player"]] = PlayerState(
        p["player"],
        p["name"],
        p.get("user"),
        PlayerEntry(p["player"]),
        unpaired_losses=list(p.get("missed_rounds", [])),
    )


def _deck_submitted(state: TournamentState, p: Mapping[str, Any]) -> None:
    player = state.players[p["player"]]
    player.deck, player.deck_legal, player.deck_errors = p["deck"], p["legal"], p["errors"]


def _round_paired(state: TournamentState, p: Mapping[str, Any]) -> None:
    stage = Stage(p["stage"])
    round_ = RoundState(stage, p["round"], p["seed"], p["algorithm_version"])
    round_.published = p.get("published", True)
    for m in p["pairings"]:
        result = Result.BYE if m["player_b"] is None else None
        round_.matches[m["match"]] = MatchState(
            m["match"],
            p["round"],
            stage,
            m["player_a"],
            m["player_b"],
            m.get("table"),
            result,
            None,
            m.get("rematch", False),
            m.get("explanation", ""),
        )
    state.rounds[(stage, p["round"])] = round_
    if "structure" in p:
        state.structure = structure_from_payload(p["structure"])


def _pairing_changed(state: TournamentState, p: Mapping[str, Any]) -> None:
    old = state.rounds[(Stage(p["stage"]), p["round"])]
    _round_paired(
        state,
        {
            **p,
            "seed": old.seed,
            "algorithm_version": old.algorithm_version,
            "published": old.published,
        },
    )


def _round_published(state: TournamentState, p: Mapping[str, Any]) -> None:
    state.rounds[(Stage(p["stage"]), p["round"])].published = True


def _result_recorded(state: TournamentState, p: Mapping[str, Any]) -> None:
    match = state.match(p["match"])
    match.result, match.end_reason = Result(p["result"]), p.get("end_reason")


def _result_corrected(state: TournamentState, p: Mapping[str, Any]) -> None:
    _result_recorded(state, p)
    for number in p.get("stale_rounds", []):
        state.rounds[(Stage.SWISS, number)].stale = True


def _round_started(state: TournamentState, p: Mapping[str, Any]) -> None:
    round_ = state.rounds[(Stage(p["stage"]), p["round"])]
    round_.started_at, round_.minutes = p["started_at"], p["minutes"]


def _clock_round(state: TournamentState, p: Mapping[str, Any]) -> RoundState:
    return state.rounds[(Stage(p["stage"]), p["round"])]


def _clock_paused(state: TournamentState, p: Mapping[str, Any]) -> None:
    _clock_round(state, p).paused_at = p["at"]


def _clock_resumed(state: TournamentState, p: Mapping[str, Any]) -> None:
    round_ = _clock_round(state, p)
    paused = datetime.fromisoformat(p["at"]) - datetime.fromisoformat(p["paused_at"])
    round_.paused_seconds += max(0, round(paused.total_seconds()))
    round_.paused_at = None


def _clock_extended(state: TournamentState, p: Mapping[str, Any]) -> None:
    round_ = _clock_round(state, p)
    round_.minutes = (round_.minutes or 0) + p["minutes"]


def _clock_reset(state: TournamentState, p: Mapping[str, Any]) -> None:
    round_ = _clock_round(state, p)
    round_.started_at = round_.minutes = round_.paused_at = None
    round_.paused_seconds = 0


def _table_extended(state: TournamentState, p: Mapping[str, Any]) -> None:
    state.match(p["match"]).extra_minutes += p["minutes"]


def _result_reported(state: TournamentState, p: Mapping[str, Any]) -> None:
    power = p.get("power")
    report = Report(
        p["player"],
        Result(p["result"]),
        p.get("end_reason"),
        (power[0], power[1]) if power else None,
        p.get("time_step"),
    )
    state.match(p["match"]).reports[p["player"]] = report


def _dispute_opened(state: TournamentState, p: Mapping[str, Any]) -> None:
    state.disputes[p["dispute"]] = DisputeState(p["dispute"], p["match"], p["reason"])


def _dispute_taken(state: TournamentState, p: Mapping[str, Any]) -> None:
    dispute = state.disputes[p["dispute"]]
    dispute.status, dispute.judge = "taken", p["judge"]


def _ruling_made(state: TournamentState, p: Mapping[str, Any]) -> None:
    dispute = state.disputes[p["dispute"]]
    dispute.rulings.append(dict(p))
    dispute.status = "final" if p["role"] == "marshal" else "ruled"


def _dispute_settled(state: TournamentState, p: Mapping[str, Any]) -> None:
    dispute = state.disputes[p["dispute"]]
    dispute.status, dispute.settled = "settled", {"by": p["by"], "how": p["how"]}


def _review_requested(state: TournamentState, p: Mapping[str, Any]) -> None:
    state.disputes[p["dispute"]].status = "review_requested"


def _round_closed(state: TournamentState, p: Mapping[str, Any]) -> None:
    state.rounds[(Stage(p["stage"]), p["round"])].closed = True


def _status_changed(kind: StatusChangeKind) -> Callable[[TournamentState, Mapping[str, Any]], None]:
    def apply(state: TournamentState, p: Mapping[str, Any]) -> None:
        player = state.players[p["player"]]
        change = StatusChange(p["round"], kind, Stage(p.get("stage", "swiss")))
        player.entry = PlayerEntry(player.id, (*player.entry.changes, change))
        player.unpaired_losses += p.get("missed_rounds", [])

    return apply


def _tables_assigned(state: TournamentState, p: Mapping[str, Any]) -> None:
    """A melee round: its tables, and its bye as a one-player match ([T-MELEE-1])."""
    stage = Stage(p["stage"])
    round_ = RoundState(stage, p["round"], p["seed"], p["algorithm_version"])
    round_.published = p.get("published", True)
    for t in p["tables"]:
        repeats = tuple((a, b) for a, b in t.get("repeats", []))
        round_.tables[t["table"]] = TableState(
            t["table"], p["round"], stage, t["number"], tuple(t["seats"]), repeats
        )
    for bye in p["byes"]:
        round_.matches[bye["match"]] = MatchState(
            bye["match"], p["round"], stage, bye["player"], None, None, Result.BYE
        )
    state.rounds[(stage, p["round"])] = round_
    if "structure" in p:
        state.structure = structure_from_payload(p["structure"])


def _places_reported(state: TournamentState, p: Mapping[str, Any]) -> None:
    table = state.table(p["table"])
    table.proposed, table.proposed_end_reason = dict(p["places"]), p.get("end_reason")
    table.confirmed = {p["player"]}


def _places_confirmed(state: TournamentState, p: Mapping[str, Any]) -> None:
    state.table(p["table"]).confirmed.add(p["player"])


def _places_recorded(state: TournamentState, p: Mapping[str, Any]) -> None:
    table = state.table(p["table"])
    table.places, table.end_reason = dict(p["places"]), p.get("end_reason")
    for number in p.get("stale_rounds", []):
        state.rounds[(Stage.SWISS, number)].stale = True


def _cut_made(state: TournamentState, p: Mapping[str, Any]) -> None:
    seeds = tuple(CutSeed(s["seed"], s["player_id"], s["swiss_rank"]) for s in p["seeds"])
    rule = cut_rule_from_payload(p["rule"]) or TopCut(len(seeds))
    state.cut = Cut(rule, seeds, tuple(p.get("replaced", [])))


def _completed(state: TournamentState, p: Mapping[str, Any]) -> None:
    state.completed, state.champion = True, p.get("champion")


FOLDERS: dict[str, Callable[[TournamentState, Mapping[str, Any]], None]] = {
    "TournamentCreated": _created,
    "PlayerRegistered": _registered,
    "DeckSubmitted": _deck_submitted,
    "RoundPaired": _round_paired,
    "RoundRepaired": _round_paired,
    "PairingChanged": _pairing_changed,
    "ResultRecorded": _result_recorded,
    "ResultCorrected": _result_corrected,
    "RoundClosed": _round_closed,
    "RoundStarted": _round_started,
    "RoundPublished": _round_published,
    "ResultReported": _result_reported,
    "DisputeOpened": _dispute_opened,
    "DisputeTaken": _dispute_taken,
    "RulingMade": _ruling_made,
    "RulingReviewRequested": _review_requested,
    "DisputeSettled": _dispute_settled,
    "PlayerDropped": _status_changed(StatusChangeKind.DROP),
    "PlayerRejoined": _status_changed(StatusChangeKind.REJOIN),
    "PlayerDisqualified": _status_changed(StatusChangeKind.DISQUALIFY),
    "TablesAssigned": _tables_assigned,
    "TablesReassigned": _tables_assigned,
    "MeleeResultReported": _places_reported,
    "MeleeResultConfirmed": _places_confirmed,
    "MeleeResultRecorded": _places_recorded,
    "MeleeResultCorrected": _places_recorded,
    "CutMade": _cut_made,
    "TournamentCompleted": _completed,
    "SettingsChanged": _settings_changed,
    "RegistrationClosed": _registration_closed,
    "RegistrationReopened": _registration_reopened,
    "TournamentDeleted": _deleted,
    "RoundClockPaused": _clock_paused,
    "RoundClockResumed": _clock_resumed,
    "RoundClockExtended": _clock_extended,
    "RoundClockReset": _clock_reset,
    "TableTimeExtended": _table_extended,
}


def apply(state: TournamentState, event: Event) -> TournamentState:
    """Fold one more event into ``state`` (in place) and return it.

    Event types this version does not know are kept (they count for the version) but change
    nothing, so newer streams stay readable by older code.
    """
    type_, payload = event
    folder = FOLDERS.get(type_)
    if folder is not None:
        folder(state, payload)
    state.events.append(event)
    return state


def fold(events: Iterable[Event]) -> TournamentState:
    state = TournamentState()
    for event in events:
        apply(state, event)
    return state
