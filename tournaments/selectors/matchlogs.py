"""Reads for the judge's match replay viewer: the engine's state at any event of a match log,
and the log's timeline (events with a short summary, the first illegal event, each seat's
power by round).

Both replay the log with the engine (``engine.game.replay``) and cache the result in the
Django cache per stream and stream version (a stream only grows, so a version names one log
for good): the timeline is one replay pass, and a step of the viewer at most one more.

For an invalid log the replay stops at the first illegal event, as the verifier does: the
state "at" that event is the state just before it (the event was refused), shown with the
error; events after it are listed but have no state of their own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

import engine
from engine.game.cards import CardDB, sample_cards
from engine.game.log import LogFormatError, MatchLog, parse_log
from engine.game.replay import Match, finish, replay
from engine.game.state import RuleError, power_totals
from engine.game.view import snapshot
from tournaments import eventstore
from tournaments.cards import card_db
from tournaments.errors import NotFound
from tournaments.eventstore import RecordedEvent
from tournaments.models import Tournament
from tournaments.resilience import cached

CACHE_SECONDS = 60 * 60
_ZONE_NAMES = {"faction": "faction card", "agenda": "agenda"}


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
    return ":".join(["viewer", engine.ENGINE_VERSION, kind, stream, str(version), *map(str, extra)])


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


# --- names and summaries -----------------------------------------------------------------


def card_names(log: MatchLog) -> dict[str, str]:
    """Card instance id -> card name, for every card of both registered decks."""
    cards = cards_for(log)
    names: dict[str, str] = {}
    for seat in log.seats:
        names[f"{seat.key}:faction"] = f"{seat.faction.title()} faction card"
        if seat.agenda and seat.agenda in cards:
            names[f"{seat.key}:agenda"] = cards.get(seat.agenda).name
        for section in (seat.plots, seat.cards):
            for code, count in section:
                name = cards.get(code).name if code in cards else code
                for copy in range(1, count + 1):
                    names[f"{seat.key}:{code}#{copy}"] = name
    return names


def card_name(names: dict[str, str], cid: str) -> str:
    if cid in names:
        return names[cid]
    tail = cid.split(":", 1)[-1]
    return _ZONE_NAMES.get(tail, cid)


def summary(event: dict[str, Any], names: dict[str, str]) -> str:
    """A short human description of one log event (seats as A and B)."""

    def n(cid: str) -> str:
        return card_name(names, cid)

    def many(ids: list[str]) -> str:
        return ", ".join(n(c) for c in ids) if ids else "nothing"

    kind: str = event["type"]
    seat = event.get("seat", "")
    match kind:
        case "first_player":
            return f"{seat} is first player"
        case "shuffle":
            return f"{seat} shuffles the deck"
        case "draw":
            count = len(event["cards"])
            return f"{seat} draws {count} card{'s' if count != 1 else ''}"
        case "mulligan":
            return f"{seat} {'takes a mulligan' if event['mulligan'] else 'keeps the hand'}"
        case "setup":
            return f"{seat} sets up {many(event['cards'])}"
        case "plot":
            return f"{seat} chooses a plot ({n(event['card'])})"
        case "initiative":
            return f"{seat} wins initiative"
        case "marshal" | "ambush":
            verb = "marshals" if kind == "marshal" else "ambushes"
            onto = f" onto {n(event['attach_to'])}" if event.get("attach_to") else ""
            cost = f" for {event['cost']} gold" if "cost" in event else ""
            return f"{seat} {verb} {n(event['card'])}{onto}{cost}"
        case "pass":
            return f"{seat} passes"
        case "challenge":
            return f"{seat} attacks ({event['challenge']}) with {many(event['attackers'])}"
        case "defenders":
            return f"{seat} defends with {many(event['defenders'])}"
        case "challenge_result":
            winner = event.get("winner")
            score = ""
            if "attacker_str" in event and "defender_str" in event:
                score = f" ({event['attacker_str']} to {event['defender_str']} STR)"
            unopposed = " unopposed" if event.get("unopposed") else ""
            return f"{winner} wins the challenge{score}{unopposed}" if winner else "Nobody wins"
        case "claim":
            if "amount" in event:
                return f"Claim: {seat} loses {event['amount']} power"
            return f"Claim: {seat} loses {many(event.get('cards', []))}"
        case "keyword":
            used = "" if event.get("use", True) else " (declined)"
            return f"{seat}: {event['keyword']} on {n(event['card'])}{used}"
        case "dominance":
            winner = event.get("winner")
            return f"{winner} wins dominance" if winner else "Nobody wins dominance"
        case "reserve":
            return f"{seat} discards to reserve: {many(event['cards'])}"
        case "checkpoint":
            return f"Checkpoint{' round ' + str(event['round']) if 'round' in event else ''}"
        case "ability":
            cancelled = " (cancelled)" if event.get("cancelled") else ""
            return f"{seat}: {event['kind'].replace('_', ' ')} of {n(event['source'])}{cancelled}"
        case "concede":
            return f"{seat} concedes"
        case "time_called":
            return "Time is called"
        case "choose_winner":
            return f"{seat} chooses {event['winner']} as the winner"
        case "game_over":
            winner = event.get("winner")
            reason = f" ({event['reason']})" if event.get("reason") else ""
            return f"Game over: {winner} wins{reason}" if winner else f"Game over{reason}"
        case "note":
            return f"Note: {event.get('text', '')}"[:80]
    return kind


# --- timeline ------------------------------------------------------------------------------


def _timeline(log: _Log) -> dict[str, Any]:
    """One replay pass: every event with its round and phase, the first error and each seat's
    power at the end of every round (round 0 is the state before the first plot phase)."""
    parsed = log.parsed
    names = card_names(parsed)
    seats = [
        {"key": s.key, "name": s.name, "player_id": log.players.get(s.key, "")}
        for s in parsed.seats
    ]
    events: list[dict[str, Any]] = []
    error: dict[str, Any] | None = None
    power: dict[int, list[int]] = {0: [0, 0]}
    try:
        match = Match(parsed, cards_for(parsed))
    except (LogFormatError, RuleError) as problem:
        match, error = None, {"seq": 0, "rule": "LOG-CARD", "message": str(problem)}
    for ev in parsed.events:
        row = {
            "seq": ev["seq"],
            "type": ev["type"],
            "seat": ev.get("seat"),
            "summary": summary(ev, names),
            "round": None,
            "phase": None,
        }
        events.append(row)
        if match is None or error is not None:
            continue
        verified_before = match.state.verified
        try:
            match.push(ev)
        except (RuleError, LogFormatError) as problem:
            rule = getattr(problem, "rule", "LOG")
            message = getattr(problem, "message", str(problem))
            error = {"seq": ev["seq"], "rule": rule, "message": message}
            row["round"], row["phase"] = match.state.round, match.state.phase
            continue
        st = match.state
        row["round"], row["phase"] = st.round, st.phase
        if ev["type"] == "ability":  # checked against the card's text, or for legality only
            row["card_text"] = "checked" if st.verified > verified_before else "legality only"
        power[st.round] = power_totals(st)
    if match is not None and error is None:
        finish(match.state)
        power[match.state.round] = power_totals(match.state)
    keys = [s["key"] for s in seats]
    return {
        "seats": seats,
        "events": events,
        "last": events[-1]["seq"] if events else 0,
        "error": error,
        "status": "invalid" if error else ("valid" if match and match.state.over else "incomplete"),
        "power_by_round": {
            key: [(r, totals[i]) for r, totals in sorted(power.items())]
            for i, key in enumerate(keys)
        },
    }


def matchlog_timeline_get(tournament: Tournament, match_key: str) -> dict[str, Any]:
    """The match log's events (seq, type, seat, summary, round, phase), its first illegal
    event (``error``: seq, rule, message, or None), ``status``, the seats, and
    ``power_by_round``: per seat, ``(round, power total)`` at the end of each round replayed.
    ``NotFound`` when the match has no log."""
    return _timeline_of(*_head(tournament, match_key))


def _timeline_of(stream: str, version: int) -> dict[str, Any]:
    timeline: dict[str, Any] = _cached(
        _key("timeline", stream, version), lambda: _timeline(_load(stream))
    )
    return timeline


# --- state at one event ----------------------------------------------------------------------


def _state(log: _Log, upto: int) -> dict[str, Any]:
    """One strict replay up to ``upto`` (never past the first illegal event)."""
    parsed = log.parsed
    verdict = replay(parsed, cards_for(parsed), upto=upto, check_decks=False)
    assert verdict.state is not None
    return {
        "replayed_to": verdict.state.seq,
        "state": snapshot(verdict.state),
        "names": card_names(parsed),
    }


def matchlog_state_get(tournament: Tournament, match_key: str, upto: int) -> dict[str, Any]:
    """The engine's snapshot after event ``upto`` (0: before the first event), as ``state``,
    with the event itself (and its ``summary``), card ``names`` by instance id, the log's
    ``first_error`` and ``seats`` (as in the timeline), and ``error`` when ``upto`` is the
    first illegal event (the state is then the one just before it) or ``after_error`` when it
    comes later (the state stays the one before the illegal event: the replay does not go
    past it). At most one replay when not cached. ``NotFound`` for an event the log does not
    have."""
    stream, version = _head(tournament, match_key)
    timeline = _timeline_of(stream, version)
    if not 0 <= upto <= timeline["last"]:
        raise NotFound(f"the log of match {match_key} has no event {upto}")
    error = timeline["error"]
    result: dict[str, Any] = {
        "seq": upto,
        "last": timeline["last"],
        "event": next((e for e in timeline["events"] if e["seq"] == upto), None),
        "error": error if error is not None and upto == error["seq"] else None,
        "after_error": error if error is not None and upto > error["seq"] else None,
        "first_error": error,
        "seats": timeline["seats"],
    }
    if error is not None and error["seq"] == 0:  # the decks themselves cannot be set up
        return {**result, "replayed_to": 0, "state": None, "names": {}}
    effective = upto if error is None else min(upto, error["seq"])
    key = _key("state", stream, version, effective)
    return {**result, **_cached(key, lambda: _state(_load(stream), effective))}
