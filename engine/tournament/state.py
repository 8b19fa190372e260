"""The state of a tournament, as folded from its events (see ``aggregate``).

Mutable on purpose: the fold applies events in place, and deciding functions only read it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.tournament.cut import Cut
from engine.tournament.drops import PlayerEntry
from engine.tournament.melee import TableResult, melee_standings
from engine.tournament.points import (
    MatchRecord,
    MeleePointsTable,
    PointsTable,
    Result,
    Stage,
    TournamentError,
)
from engine.tournament.standings import Standings, compute_standings
from engine.tournament.structures import (
    CutRule,
    Structure,
    StructurePreset,
    TopCut,
    WinThresholdCut,
)

Event = tuple[str, dict[str, Any]]


@dataclass(frozen=True)
class Report:
    """One player's report of a game's result ([T-ROLE-2]: players settle it first)."""

    player: str
    result: Result
    end_reason: str | None
    power: tuple[int, int] | None  # final power of player_a and player_b, if given
    time_step: int | None  # the [T-END-2] step that decided a timed game

    def agrees_with(self, other: Report) -> bool:
        return (self.result, self.end_reason) == (other.result, other.end_reason)


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
    reports: dict[str, Report] = field(default_factory=dict)  # by reporting player
    extra_minutes: int = 0  # extra time for this table only [T-TIME-1]

    def record(self) -> MatchRecord:
        return MatchRecord(self.round, self.player_a, self.player_b, self.result, self.stage)

    def winner(self) -> str | None:
        if self.result in (Result.A_WIN, Result.A_MODIFIED_WIN, Result.BYE):
            return self.player_a
        if self.result in (Result.B_WIN, Result.B_MODIFIED_WIN):
            return self.player_b
        return None


@dataclass
class TableState:
    """One melee table of a round ([T-MELEE-1]). ``places`` is the settled result; a player's
    report proposes places that every other seated player must confirm."""

    key: str
    round: int
    stage: Stage
    number: int
    seats: tuple[str, ...]
    repeats: tuple[tuple[str, str], ...] = ()
    places: dict[str, int] | None = None
    end_reason: str | None = None
    proposed: dict[str, int] | None = None
    proposed_end_reason: str | None = None
    confirmed: set[str] = field(default_factory=set)  # seated players who agree with it

    def unconfirmed(self) -> list[str]:
        return [pid for pid in self.seats if pid not in self.confirmed]


@dataclass
class RoundState:
    stage: Stage
    number: int
    seed: str
    algorithm_version: str
    matches: dict[str, MatchState] = field(default_factory=dict)
    closed: bool = False
    stale: bool = False  # made from standings a later correction changed [T-OPEN-5]
    published: bool = True  # a draft pairing is seen by officials only until published
    started_at: str | None = None  # when the organizer started the clock [T-TIME-1]
    minutes: int | None = None  # the round's length, with its extensions
    paused_at: str | None = None  # the clock is paused since then
    paused_seconds: int = 0  # earlier pauses, added to the end of the round
    tables: dict[str, TableState] = field(default_factory=dict)  # melee events only

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


# A dispute nobody need look at any more: ruled on, or settled by a recorded result.
CLOSED_DISPUTE = ("final", "ruled", "settled")


@dataclass
class DisputeState:
    """A match a judge must look at: reports disagree, a report went unconfirmed, or the
    match log contradicts the result. Rulings are kept in order; a marshal's is final."""

    id: str
    match: str
    reason: str
    status: str = "open"  # open, taken, ruled, review_requested, final, settled
    judge: str | None = None
    rulings: list[dict[str, Any]] = field(default_factory=list)
    settled: dict[str, Any] | None = None  # who settled it without a ruling, and how


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
    melee_points: MeleePointsTable | None = None  # set for melee events ([T-MELEE-1])
    date: str | None = None  # ISO day the event is played, if the organizer gave one
    venue: str = ""
    description: str = ""

    @property
    def is_melee(self) -> bool:
        return self.format == "melee"


@dataclass
class TournamentState:
    settings: Settings | None = None
    structure: Structure | None = None
    players: dict[str, PlayerState] = field(default_factory=dict)
    rounds: dict[tuple[Stage, int], RoundState] = field(default_factory=dict)
    cut: Cut | None = None
    disputes: dict[str, DisputeState] = field(default_factory=dict)
    champion: str | None = None
    completed: bool = False
    events: list[Event] = field(default_factory=list)
    announced: dict[str, Any] = field(default_factory=dict)  # created payload + later changes
    registration_closed: bool = False  # by the organizer; reopened the same way
    deleted: bool = False  # removed before it started; its stream stays

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

    def dispute(self, dispute_id: str) -> DisputeState:
        if dispute_id not in self.disputes:
            raise TournamentError("T-ROLE-1", f"there is no dispute {dispute_id!r}")
        return self.disputes[dispute_id]

    def open_disputes(self, match_key: str | None = None) -> list[DisputeState]:
        return [
            d
            for d in self.disputes.values()
            if d.status not in CLOSED_DISPUTE and (match_key is None or d.match == match_key)
        ]

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

    def table(self, key: str) -> TableState:
        for round_ in self.rounds.values():
            if key in round_.tables:
                return round_.tables[key]
        raise TournamentError("T-MELEE-1", f"there is no table {key!r} in this tournament")

    def melee_history(self, before_round: int) -> list[tuple[str, ...]]:
        """Seats of every Swiss table before ``before_round``: who met whom ([T-SWISS-4])."""
        return [
            table.seats
            for round_ in self.rounds_of(Stage.SWISS)
            if round_.number < before_round
            for table in round_.tables.values()
        ]

    def standings(self) -> Standings:
        """Swiss standings from the reported results ([T-TB-1..3], [T-OPEN-4])."""
        settings = self.require_settings()
        if settings.is_melee:
            return self._melee_standings(settings)
        reported = [r for r in self.swiss_records() if r.result is not None]
        return compute_standings(self.entries(), reported, settings.seed, settings.points)

    def _melee_standings(self, settings: Settings) -> Standings:
        tables = [
            TableResult(t.round, t.places)
            for r in self.rounds_of(Stage.SWISS)
            for t in r.tables.values()
            if t.places is not None
        ]
        solo = [r for r in self.swiss_records() if r.player_b is None]
        return melee_standings(
            self.entries(), tables, solo, settings.seed, settings.melee_points or MeleePointsTable()
        )


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
        melee_points=MeleePointsTable.from_dict(p["melee_points"]) if "melee_points" in p else None,
        date=p.get("date"),
        venue=p.get("venue", ""),
        description=p.get("description", ""),
    )
