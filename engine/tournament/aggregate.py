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
from dataclasses import dataclass, field
from typing import Any

from engine.tournament.cut import Cut, CutSeed
from engine.tournament.drops import PlayerEntry, StatusChange, StatusChangeKind
from engine.tournament.points import MatchRecord, PointsTable, Result, Stage, TournamentError
from engine.tournament.standings import Standings, compute_standings
from engine.tournament.structures import (
    CutRule,
    Structure,
    StructurePreset,
    TopCut,
    WinThresholdCut,
)

Event = tuple[str, dict[str, Any]]


@dataclass
class MatchState:
    """One game (or bye) of a round. ``key`` is unique in the tournament, e.g. ``r3-t12``."""

    key: str
    round: int
    stage: Stage
    player_a: str
    player_b: str | None
    table: int | None = None
    result: Result | None = None
    end_reason: str | None = None
    rematch: bool = False
    explanation: str = ""

    def record(self) -> MatchRecord:
        return MatchRecord(self.round, self.player_a, self.player_b, self.result, self.stage)

    def winner(self) -> str | None:
        if self.result in (Result.A_WIN, Result.A_MODIFIED_WIN, Result.BYE):
            return self.player_a
        if self.result in (Result.B_WIN, Result.B_MODIFIED_WIN):
            return self.player_b
        return None


@dataclass
class RoundState:
    stage: Stage
    number: int
    seed: str
    algorithm_version: str
    matches: dict[str, MatchState] = field(default_factory=dict)
    closed: bool = False
    stale: bool = False  # made from standings a later correction changed [T-OPEN-5]

    def pending(self) -> list[MatchState]:
        return [m for m in self.matches.values() if m.result is None]


@dataclass
class PlayerState:
    id: str
    name: str
    user: str | None
    entry: PlayerEntry
    deck: dict[str, Any] | None = None
    deck_legal: bool | None = None
    deck_errors: list[dict[str, Any]] = field(default_factory=list)
    unpaired_losses: list[int] = field(default_factory=list)  # rounds missed [T-DROP-2]


@dataclass(frozen=True)
class Settings:
    """What the organizer announced when creating the event.

    ``structure`` is given for a custom event; a basic or advanced preset is resolved from the
    player count when round 1 is paired, and stored with that pairing ([T-SWISS-1]).
    """

    name: str
    seed: str
    preset: StructurePreset
    structure: Structure | None
    points: PointsTable
    round_minutes: int
    restricted_list: str | None
    tier: str
    format: str


@dataclass
class TournamentState:
    settings: Settings | None = None
    structure: Structure | None = None
    players: dict[str, PlayerState] = field(default_factory=dict)
    rounds: dict[tuple[Stage, int], RoundState] = field(default_factory=dict)
    cut: Cut | None = None
    champion: str | None = None
    completed: bool = False
    events: list[Event] = field(default_factory=list)

    @property
    def version(self) -> int:
        """The stream version this state was folded from: the expected version to append at."""
        return len(self.events)

    def require_settings(self) -> Settings:
        if self.settings is None:
            raise TournamentError("T-SWISS-1", "the tournament has not been created")
        return self.settings

    def stage(self) -> Stage:
        return Stage.ELIMINATION if self.cut is not None else Stage.SWISS

    def rounds_of(self, stage: Stage) -> list[RoundState]:
        return sorted((r for r in self.rounds.values() if r.stage is stage), key=lambda r: r.number)

    def latest_round(self, stage: Stage | None = None) -> RoundState | None:
        rounds = self.rounds_of(stage or self.stage())
        return rounds[-1] if rounds else None

    def next_round_number(self, stage: Stage | None = None) -> int:
        latest = self.latest_round(stage)
        return 1 if latest is None else latest.number + 1

    def match(self, key: str) -> MatchState:
        for round_ in self.rounds.values():
            if key in round_.matches:
                return round_.matches[key]
        raise TournamentError("T-SWISS-6", f"there is no match {key!r} in this tournament")

    def player(self, player_id: str) -> PlayerState:
        if player_id not in self.players:
            raise TournamentError("T-DROP-1", f"there is no player {player_id!r}")
        return self.players[player_id]

    def entries(self) -> list[PlayerEntry]:
        return [p.entry for p in self.players.values()]

    def swiss_records(self) -> list[MatchRecord]:
        """Every Swiss game, bye and unpaired loss: the input of standings and pairing."""
        records = [m.record() for r in self.rounds_of(Stage.SWISS) for m in r.matches.values()]
        records += [
            MatchRecord.unpaired_loss(n, p.id)
            for p in self.players.values()
            for n in p.unpaired_losses
        ]
        return records

    def standings(self) -> Standings:
        """Swiss standings from the reported results ([T-TB-1..3], [T-OPEN-4])."""
        settings = self.require_settings()
        reported = [r for r in self.swiss_records() if r.result is not None]
        return compute_standings(self.entries(), reported, settings.seed, settings.points)


# --- Folding: one small function per event type. -------------------------------------------


def _created(state: TournamentState, p: Mapping[str, Any]) -> None:
    state.settings = settings_from_payload(p)
    state.structure = state.settings.structure


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
    _round_paired(state, {**p, "seed": old.seed, "algorithm_version": old.algorithm_version})


def _result_recorded(state: TournamentState, p: Mapping[str, Any]) -> None:
    match = state.match(p["match"])
    match.result, match.end_reason = Result(p["result"]), p.get("end_reason")


def _result_corrected(state: TournamentState, p: Mapping[str, Any]) -> None:
    _result_recorded(state, p)
    for number in p.get("stale_rounds", []):
        state.rounds[(Stage.SWISS, number)].stale = True


def _round_closed(state: TournamentState, p: Mapping[str, Any]) -> None:
    state.rounds[(Stage(p["stage"]), p["round"])].closed = True


def _status_changed(kind: StatusChangeKind) -> Callable[[TournamentState, Mapping[str, Any]], None]:
    def apply(state: TournamentState, p: Mapping[str, Any]) -> None:
        player = state.players[p["player"]]
        change = StatusChange(p["round"], kind, Stage(p.get("stage", "swiss")))
        player.entry = PlayerEntry(player.id, (*player.entry.changes, change))
        player.unpaired_losses += p.get("missed_rounds", [])

    return apply


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
    "PlayerDropped": _status_changed(StatusChangeKind.DROP),
    "PlayerRejoined": _status_changed(StatusChangeKind.REJOIN),
    "PlayerDisqualified": _status_changed(StatusChangeKind.DISQUALIFY),
    "CutMade": _cut_made,
    "TournamentCompleted": _completed,
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


# --- Settings payloads. ---------------------------------------------------------------------


def cut_rule_from_payload(p: Mapping[str, Any] | None) -> CutRule | None:
    if not p:
        return None
    if p["kind"] == "win_threshold":
        return WinThresholdCut(p["min_wins"], p["bracket_size"])
    return TopCut(p["size"])


def structure_from_payload(p: Mapping[str, Any]) -> Structure:
    return Structure(
        StructurePreset(p["preset"]), p["swiss_rounds"], cut_rule_from_payload(p.get("cut"))
    )


def settings_from_payload(p: Mapping[str, Any]) -> Settings:
    structure = p.get("structure")
    return Settings(
        name=p["name"],
        seed=p["seed"],
        preset=StructurePreset(p["preset"]),
        structure=structure_from_payload(structure) if structure else None,
        points=PointsTable(**p["points"]),
        round_minutes=p["round_minutes"],
        restricted_list=p.get("restricted_list"),
        tier=p["tier"],
        format=p["format"],
    )
