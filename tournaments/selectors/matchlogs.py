"""Reads for the judge's match replay viewer: the engine's state at any event of a match log,
and the log's timeline (events with a short summary, the first illegal event, each seat's
power by round).

Both replay the log with the engine (``engine.game.play.replay``) and cache the result in the
Django cache per stream and stream version (a stream only grows, so a version names one log
for good): the timeline is one replay pass, and a step of the viewer at most one more.

Unlike the verifier, which stops at the first illegal event, the viewer replays leniently
(``engine.game.play.replay.run(..., lenient=True)``): an illegal event is recorded with its rule
and skipped, and the game goes on, so a judge sees every later board, every illegal event
and the power of the whole game (docs/decisions/lenient-viewer.md).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

import engine
from engine.game.api import (
    Ability,
    CardDB,
    GameEvent,
    GameState,
    LogFormatError,
    MatchLog,
    ReplayError,
    RuleError,
    SeatEvent,
    describe,
    event_cards,
    parse_log,
    power_totals,
    run,
    sample_cards,
    snapshot,
    unread_cards,
    verdict_headline,
    verdict_status,
)
from tournaments import eventstore
from tournaments.cards import card_db
from tournaments.errors import NotFound
from tournaments.eventstore import RecordedEvent
from tournaments.models import Tournament
from tournaments.resilience import cached
from tournaments.selectors.rounds import FACTIONS

CACHE_SECONDS = 60 * 60


@dataclass(frozen=True)
class _Log:
    stream: str
    version: int
    parsed: MatchLog
    players: dict[str, str]  # seat -> player id


def matchlog_stream(tournament: Tournament, match_key: str) -> str:
    """The event stream of a match's log."""
    return f"match-{tournament.pk}-{match_key}"


def log_document(stored: list[RecordedEvent]) -> dict[str, Any]:
    """The match log as one JSON document, rebuilt from its stream."""
    started = next(e for e in stored if e.type == "LogStarted")
    return {
        **started.payload["header"],
        "events": [e.payload for e in stored if e.type == "LogEventAppended"],
    }


@cache
def _sample_cards() -> CardDB:
    return sample_cards()


def cards_for(parsed: MatchLog) -> CardDB:
    """The card data a log names: the engine's small sample set, or the event's card data."""
    return _sample_cards() if parsed.card_data.startswith("sample") else card_db()


def _key(kind: str, stream: str, version: int, *extra: Any) -> str:
    parts = ["viewer-lenient", engine.ENGINE_VERSION, kind, stream, str(version)]
    return ":".join([*parts, *map(str, extra)])


def _head(tournament: Tournament, match_key: str) -> tuple[str, int]:
    stream = matchlog_stream(tournament, match_key)
    version = eventstore.stream_version(stream)
    if version == 0:
        raise NotFound(f"match {match_key} has no log")
    return stream, version


def _load(stream: str) -> _Log:
    stored = eventstore.read(stream)
    started = next(e for e in stored if e.type == "LogStarted")
    return _Log(
        stream,
        stored[-1].version,
        parse_log(log_document(stored)),
        dict(started.payload.get("players", {})),
    )


def _cached(key: str, compute: Callable[[], Any]) -> Any:
    return cached(key, compute, CACHE_SECONDS)  # computed afresh when Redis is away


# --- card names ------------------------------------------------------------------------------


def card_names(log: MatchLog) -> dict[str, str]:
    """Card instance id -> card name, for every card of both registered decks."""
    cards = cards_for(log)
    names: dict[str, str] = {}
    for seat in log.seats:
        faction = FACTIONS.get(seat.faction, seat.faction.title())  # as printed
        names[f"{seat.key}:faction"] = f"{faction} faction card"
        if seat.agenda and seat.agenda in cards:
            names[f"{seat.key}:agenda"] = cards.get(seat.agenda).name
        for section in (seat.plots, seat.cards):
            for code, count in section:
                name = cards.get(code).name if code in cards else code
                for copy in range(1, count + 1):
                    names[f"{seat.key}:{code}#{copy}"] = name
    return names


# --- timeline ------------------------------------------------------------------------------


def _row(ev: GameEvent, names: dict[str, str]) -> dict[str, Any]:
    return {
        "seq": ev.seq,
        "type": ev.type,
        "seat": ev.seat if isinstance(ev, SeatEvent) else None,
        "summary": describe(ev, names),
        "cards": event_cards(ev, names),
        "round": None,
        "phase": None,
        "error": None,
    }


class _Recorder:
    """Told of every event the lenient replay meets: records its round, phase and error (or,
    for an ability, whether card text checked it) and each seat's power by round."""

    def __init__(self, rows: dict[int, dict[str, Any]], seats: int) -> None:
        self.rows = rows
        self.power: dict[int, list[int]] = {0: [0] * seats}
        self.verified = 0

    def __call__(self, st: GameState, ev: GameEvent, error: ReplayError | None) -> None:
        row = self.rows[ev.seq]
        row["round"], row["phase"] = st.round, st.phase
        if error is not None:
            row["error"] = error.as_dict()
        elif isinstance(ev, Ability):  # checked against the card's text, or for legality only
            row["card_text"] = "checked" if st.verified > self.verified else "legality only"
        self.verified = st.verified
        self.power[st.round] = power_totals(st)


def _timeline(log: _Log) -> dict[str, Any]:
    """One lenient replay pass (an illegal event is recorded and skipped, and the game goes
    on): every event with its round and phase, every illegal event with its rule and cards,
    and each seat's power at the end of every round (round 0 is the state before the first
    plot phase)."""
    parsed = log.parsed
    names = card_names(parsed)
    seats = [
        {"key": s.key, "name": s.name, "player_id": log.players.get(s.key, "")}
        for s in parsed.seats
    ]
    recorder = _Recorder({ev.seq: _row(ev, names) for ev in parsed.events}, len(seats))
    setup_error, status = None, "invalid"
    unread: tuple[str, ...] = ()
    db = cards_for(parsed)
    try:
        st, found = run(parsed, db, lenient=True, observe=recorder)
        recorder.power[st.round], unread = power_totals(st), unread_cards(st)
        status = verdict_status(st, found)  # the verdict's own words
    except (LogFormatError, RuleError) as problem:  # the decks themselves cannot be set up
        setup_error = {"seq": 0, "rule": "LOG-CARD", "message": str(problem), "cards": []}
    events = list(recorder.rows.values())
    errors = [{**e["error"], "cards": e["cards"]} for e in events if e["error"]]
    errors = [setup_error] if setup_error else errors
    return {
        # the verdict's words (engine.game.play.unread): what the engine could not check
        "unread_cards": [{"code": c, "name": db.get(c).name} for c in unread],
        "undecided": status == "undecided",
        "seats": seats,
        "events": events,
        "last": events[-1]["seq"] if events else 0,
        "error": errors[0] if errors else None,
        "errors": errors,
        "status": status,
        "power_by_round": {
            seat["key"]: [(r, totals[i]) for r, totals in sorted(recorder.power.items())]
            for i, seat in enumerate(seats)
        },
    }


def matchlog_headline(verdict: dict[str, Any] | None) -> str:
    """A stored verdict in a judge's words, unread cards by name ("valid, 12 cards not
    checked: 02034 Ser Jorah ...", "cannot decide at event 41 ..."): one wording for the
    pages, the API and the feed (``engine.game.play.verdict.verdict_headline``)."""
    if verdict is None:
        return "waiting for verification"
    if verdict.get("status") == "unverifiable":
        return f"unverifiable: {verdict.get('error', '')}"
    return verdict_headline(verdict, name=_card_label)


def _card_label(code: str) -> str:
    db = card_db()
    return f"{code} {db.get(code).name}" if code in db else code


def matchlog_timeline_get(tournament: Tournament, match_key: str) -> dict[str, Any]:
    """The match log replayed leniently: its events (seq, type, seat, summary, cards, round,
    phase, ``error``), every illegal event (``errors``: seq, rule, message, cards), the first
    (``error``, or None), ``status``, the seats, and ``power_by_round``: per seat,
    ``(round, power total)`` at the end of each round. ``NotFound`` when the match has no
    log."""
    return _timeline_of(*_head(tournament, match_key))


def _timeline_of(stream: str, version: int) -> dict[str, Any]:
    timeline: dict[str, Any] = _cached(
        _key("timeline", stream, version), lambda: _timeline(_load(stream))
    )
    return timeline


# --- state at one event ----------------------------------------------------------------------


def _state(log: _Log, upto: int) -> dict[str, Any]:
    """One lenient replay up to ``upto``: illegal events on the way are skipped."""
    parsed = log.parsed
    st, _ = run(parsed, cards_for(parsed), upto=upto, lenient=True)
    return {"replayed_to": st.seq, "state": snapshot(st), "names": card_names(parsed)}


def matchlog_state_get(tournament: Tournament, match_key: str, upto: int) -> dict[str, Any]:
    """The engine's snapshot after event ``upto`` (0: before the first event), as ``state``,
    with the event itself (its ``summary`` and, when it is illegal, its ``error``), card
    ``names`` by instance id, the log's ``errors`` and ``seats`` (as in the timeline) and
    ``errors_before``: how many illegal events came before this one. The replay is lenient,
    as in the timeline: an illegal event is skipped (the board after it is the game without
    it) and the game goes on. At most one replay when not cached. ``NotFound`` for an event
    the log does not have."""
    stream, version = _head(tournament, match_key)
    timeline = _timeline_of(stream, version)
    if not 0 <= upto <= timeline["last"]:
        raise NotFound(f"the log of match {match_key} has no event {upto}")
    event = next((e for e in timeline["events"] if e["seq"] == upto), None)
    errors = timeline["errors"]
    result: dict[str, Any] = {
        "seq": upto,
        "last": timeline["last"],
        "event": event,
        "error": event["error"] if event else None,
        "errors_before": sum(1 for e in errors if 0 < e["seq"] < upto),
        "first_error": timeline["error"],
        "errors": errors,
        "seats": timeline["seats"],
    }
    if errors and errors[0]["seq"] == 0:  # the decks themselves cannot be set up
        return {**result, "replayed_to": 0, "state": None, "names": {}}
    key = _key("state", stream, version, upto)
    return {**result, **_cached(key, lambda: _state(_load(stream), upto))}
