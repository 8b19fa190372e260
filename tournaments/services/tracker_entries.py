"""The live tracker: two players record a paper game at the table, one legal entry at a time.

The log is the match's ordinary match-log stream (``services.matchlogs``): ``LogStarted`` with
a header built from the two registered decks, then one ``LogEventAppended`` per entry. Every
read replays the stored log with the engine (a few milliseconds for a whole game) and asks it
what may happen next (``engine.game.decisions``); every entry is one of those options (or an
ability event built from a form), pushed on a fresh replay first: an illegal entry is refused
with its rule id and nothing is stored.

Versions: the page and the entries name the **log version** (how many log events it showed),
not the stream version, because the verifier appends ``VerdictRecorded`` events to the same
stream on its own; an entry made against an older log version is a conflict (409) and the
page shows the new state. Each entry carries an idempotency key made once per entry by the
client: a retry after a lost reply returns the first reply and records nothing twice.

The tracker pages (``tournaments.web.pages.tracker``) and the REST API
(``tournaments.api.views.tracker``, docs/api.md "Live tracker") both call these services.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from django.db import transaction

from engine.game.decisions import Choice, Decision, choice_matches
from engine.game.decks import deck_from_json
from engine.game.header import card_data_name, seat_deck
from engine.game.log import FORMAT, RULESET, LogFormatError, MatchLog, check_event, parse_log
from engine.game.replay import Match as LiveMatch
from engine.game.state import RuleError, power_total
from tournaments import eventstore
from tournaments.cards import card_db
from tournaments.errors import ConflictError, DomainError, NotFound, PermissionDenied
from tournaments.eventstore import NewEvent, RecordedEvent
from tournaments.models import Match, Registration, Tournament
from tournaments.services import matchlogs
from tournaments.services import results as results_svc

SEATS = ("A", "B")
_APPEND_TRIES = 5  # a verdict landing between read and append moves the stream head


# --- reads -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Offer:
    """One option of the decision the game waits for, numbered for the page's buttons."""

    index: int
    choice: Choice
    label: str
    entered_by: str | None  # the seat whose player enters it (None: either player)

    def as_dict(self) -> dict[str, Any]:
        c = self.choice
        return {
            "index": self.index,
            "label": self.label,
            "type": c.type,
            "seat": c.seat,
            "entered_by": self.entered_by,
            "fields": c.fields,
            "optional": c.optional,
            "pick_from": list(c.pick_from),
            "pick_field": c.pick_field,
            "pick_min": c.pick_min,
            "pick_max": c.pick_max,
            "extra": {k: list(v) for k, v in c.extra.items()},
        }


@dataclass
class TrackerState:
    """The replayed live log, what it waits for, and who is looking."""

    match: Match
    parsed: MatchLog
    live: LiveMatch  # the replay of the stored log (its state advanced to the decision)
    log_version: int
    stream_version: int
    players: dict[str, str]  # seat -> player id
    my_seat: str | None
    official: bool
    decision: Decision | None  # what the game waits for (None when it is over)
    offers: list[Offer] = field(default_factory=list)
    verdict: dict[str, Any] | None = None  # the stored verdict of this log version, if any
    # The entry a write recorded (or, for a retried key, the one its first try recorded):
    # ``{"seq", "stream_version", "event"}``; the same reply however often it is retried.
    entered: dict[str, Any] | None = None
    # A stored log that breaks a rule (uploaded whole, or stored before a rule was enforced):
    # ``{"seq", "rule", "message"}`` of its first illegal event. The game shows as far as it
    # is legal, read-only: nothing more can be entered on it (issue 24).
    broken: dict[str, Any] | None = None

    @property
    def state(self) -> Any:
        return self.live.state

    @property
    def over(self) -> bool:
        return bool(self.live.state.over)

    @property
    def deciding_seat(self) -> str | None:
        """Whose decision the game waits for: who enters its first mandatory option (the
        engine's ``Decision.seat`` names the option's seat for a first-player choice, not
        the initiative winner who makes it), None when either player may enter it."""
        main = next((o for o in self.offers if not o.choice.optional), None)
        return main.entered_by if main is not None else None

    def mine(self, offer: Offer) -> bool:
        """Whether the viewer may enter ``offer`` ([T-ROLE-2]: each player their own)."""
        return may_enter(self, offer.entered_by)

    @property
    def undoable(self) -> dict[str, Any] | None:
        """The viewer's own last effective entry, if an undo of it may still be entered."""
        return self.undoable_by(self.my_seat)

    def undoable_by(self, seat: str | None) -> dict[str, Any] | None:
        """``seat``'s last effective entry, if its player may still undo it: before the
        opponent acts ([LOG-UNDO-2, LOG-UNDO-3], the engine's check), and only while nobody
        has reported the result: a report is made on the finished log, which an undo would
        change."""
        if seat is None or self.match.reports or self.match.result is not None:
            return None
        return self.live.undoable(seat)


# A seat's cards its opponent does not see at the table: a player is shown their own and
# the opponent's counts (``hand_count``); officials see everything, as the judge's viewer.
_HIDDEN = ("hand", "plot_deck")


def visible_snapshot(ts: TrackerState) -> dict[str, Any]:
    """Both boards as the viewer may see them: the replayed state's snapshot with the
    opponent's hand and plot deck left out (null) for a player."""
    snap = ts.live.snapshot()
    if ts.official or ts.my_seat is None:
        return snap
    for key, seat in snap["seats"].items():
        if key != ts.my_seat:
            seat.update(dict.fromkeys(_HIDDEN))
    return snap


def may_enter(ts: TrackerState, seat: str | None) -> bool:
    if ts.official:
        return True
    return ts.my_seat is not None and seat in (None, ts.my_seat)


def _seat_of(match: Match, registration: Registration | None) -> str | None:
    if registration is None:
        return None
    if registration.pk == match.player_a_id:
        return "A"
    if registration.pk == match.player_b_id:
        return "B"
    return None


def tracker_seat(tournament: Tournament, match_key: str, user: Any) -> str | None:
    """The seat ``user`` plays in the match (None for an official who does not play it);
    'not found' for anybody else."""
    match, registration, _ = matchlogs.match_access(tournament, match_key, user)
    return _seat_of(match, registration)


def tracker_opponent(tournament: Tournament, match_key: str, user: Any) -> Registration | None:
    """The registration of ``user``'s opponent in the match (None for an official who does
    not play it); 'not found' for anybody else."""
    match, registration, _ = matchlogs.match_access(tournament, match_key, user)
    seat = _seat_of(match, registration)
    if seat is None:
        return None
    return match.player_b if seat == "A" else match.player_a


def _log_events(stored: list[RecordedEvent]) -> list[dict[str, Any]]:
    return [e.payload for e in stored if e.type == "LogEventAppended"]


def _replayed(parsed: MatchLog, events: list[dict[str, Any]]) -> LiveMatch:
    live = LiveMatch(parsed, matchlogs._cards_for(parsed))
    for event in events:
        live.push(event)
    return live


def _replayed_while_legal(
    parsed: MatchLog, events: list[dict[str, Any]]
) -> tuple[LiveMatch, dict[str, Any] | None]:
    """The replay up to the first event the engine refuses, and that refusal (or None)."""
    live = LiveMatch(parsed, matchlogs._cards_for(parsed))
    for event in events:
        try:
            live.push(event)
        except RuleError as error:
            return live, {"seq": event.get("seq"), "rule": error.rule, "message": error.message}
        except LogFormatError as error:
            return live, {"seq": event.get("seq"), "rule": None, "message": str(error)}
    return live, None


def _verdict_of(stored: list[RecordedEvent], log_version: int) -> dict[str, Any] | None:
    found = [
        e.payload
        for e in stored
        if e.type == "VerdictRecorded" and e.payload.get("log_version") == log_version
    ]
    return found[-1] if found else None


def tracker_state(tournament: Tournament, match_key: str, *, user: Any) -> TrackerState:
    """The live log of a match, replayed, with the decision it waits for ([T-ROLE-2]: the
    two players and the event's officials only; others get 'not found')."""
    match, registration, official = matchlogs.match_access(tournament, match_key, user)
    stream = matchlogs.matchlog_stream(tournament, match_key)
    stored = eventstore.read(stream)
    if not stored:
        raise NotFound(f"match {match_key} has no live log yet: start one", field="match")
    started = next(e for e in stored if e.type == "LogStarted")
    events = _log_events(stored)
    parsed = parse_log({**started.payload["header"], "events": []})
    live, broken = _replayed_while_legal(parsed, events)
    return _tracked(
        TrackerState(
            match=match,
            parsed=parsed,
            live=live,
            broken=broken,
            log_version=len(events),
            stream_version=stored[-1].version,
            players=dict(started.payload.get("players", {})),
            my_seat=_seat_of(match, registration),
            official=official,
            decision=None,
            verdict=_verdict_of(stored, len(events)),
        )
    )


def _tracked(ts: TrackerState) -> TrackerState:
    """``ts`` with the decision its game waits for and the numbered offers."""
    ts.decision = None if ts.live.state.over or ts.broken else ts.live.decision()
    ts.offers = []
    if ts.decision is not None:
        options = zip(ts.decision.options, ts.decision.labels, strict=True)
        ts.offers = [
            Offer(i, c, text, _entered_by(ts.decision, c)) for i, (c, text) in enumerate(options)
        ]
    return ts


def tracker_version(tournament: Tournament, match_key: str, *, user: Any) -> int:
    """The stream version of the live log (0 without one): the page polls it cheaply."""
    matchlogs.match_for_user(tournament, match_key, user)
    return eventstore.stream_version(matchlogs.matchlog_stream(tournament, match_key))


# Options that are their own seat's to enter whatever the decision: a player ambushes,
# uses keywords, shuffles or concedes for themself.
_OWN_SEAT = frozenset({"ambush", "keyword", "shuffle", "concede"})
# Stated consequences and framework events: facts either player may write down.
_EITHER = frozenset({"challenge_result", "dominance", "checkpoint", "time_called", "game_over"})


def _entered_by(decision: Decision, choice: Choice) -> str | None:
    """Who enters an option ([T-ROLE-2]): the seat whose decision it is (a chance outcome
    with a seat, such as cards drawn, is entered by that seat's player); None when either
    player may (a random first player, a stated consequence)."""
    if choice.type in _OWN_SEAT:
        return choice.seat
    if choice.type in _EITHER or (choice.optional and choice.type in ("initiative", "claim")):
        return None
    return decision.seat if decision.seat in SEATS else None


# --- starting a log ------------------------------------------------------------------------


def _seat_entry(key: str, registration: Registration) -> dict[str, Any]:
    if not registration.deck:
        raise DomainError(
            f"{registration.name} has no registered deck: the tracker logs registered decks",
            code="no_deck",
            field="match",
        )
    deck = deck_from_json(registration.deck, card_db())
    return {"seat": key, "name": registration.name, "deck": seat_deck(deck)}


def registered_header(tournament: Tournament, match: Match) -> dict[str, Any]:
    """A log header from the two registered decks (seat A is the match's player A)."""
    if match.player_b is None:
        raise DomainError("a bye has no game to log", code="bye", field="match")
    cards = card_db()
    return {
        "format": FORMAT,
        "ruleset": RULESET,
        "card_data": card_data_name(cards),
        "restricted_list": tournament.settings.get("restricted_list") or None,
        "seats": [_seat_entry("A", match.player_a), _seat_entry("B", match.player_b)],
        "meta": {"logged_with": "tracker"},
    }


def tracker_start(
    tournament: Tournament, match_key: str, *, user: Any, idempotency_key: str | None = None
) -> TrackerState:
    """Start the match's live log from the registered decks; if it exists (the opponent
    started it a moment ago), just return it."""
    match = matchlogs.match_for_user(tournament, match_key, user)
    stream = matchlogs.matchlog_stream(tournament, match_key)
    if eventstore.stream_version(stream) == 0:
        doc = {**registered_header(tournament, match), "events": []}
        parsed = matchlogs.log_checked(doc)
        try:
            with transaction.atomic():
                recorded = eventstore.append(
                    stream,
                    0,
                    [NewEvent("LogStarted", matchlogs.log_started(doc, match, parsed))],
                    idempotency_key=idempotency_key,
                    actor=str(user.pk),
                )
                matchlogs.log_stored(tournament, match, 0, recorded[-1].version, verify=False)
        except ConflictError:
            pass  # started meanwhile by the other player: the same log for both
    return tracker_state(tournament, match_key, user=user)


# --- entries -------------------------------------------------------------------------------


def _request_digest(stream: str, user: Any, kind: str, body: dict[str, Any]) -> str:
    """The identity of one tracker request, for its idempotency key: a retry is the same
    request even though the log has moved on since (the option numbers then differ)."""
    text = json.dumps([stream, str(user.pk), kind, body], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def _earlier(idempotency_key: str | None, stream: str, digest: str) -> list[RecordedEvent]:
    """What a request with this key recorded before (empty for a new key)."""
    if not idempotency_key:
        return []
    return eventstore.earlier_reply(idempotency_key, stream, digest) or []


def _entered(recorded: RecordedEvent) -> dict[str, Any]:
    return {
        "seq": recorded.payload["seq"],
        "stream_version": recorded.version,
        "event": recorded.payload,
    }


def _stale(expected_version: int, current_version: int) -> ConflictError:
    return ConflictError(
        f"the log moved on: it holds {current_version} events, not {expected_version}; "
        "the page shows the game as it is now",
        field="expected_version",
        details={"expected_version": expected_version, "current_version": current_version},
    )


def _check_version(ts: TrackerState, expected_version: int) -> None:
    if expected_version != ts.log_version:
        raise _stale(expected_version, ts.log_version)


def _forbidden_unless(ts: TrackerState, seat: str | None, what: str) -> None:
    if not may_enter(ts, seat):
        raise PermissionDenied(
            f"{what} is seat {seat}'s to enter: each player enters their own decisions [T-ROLE-2]",
            field="option",
        )


def _event_from_offer(ts: TrackerState, entry: dict[str, Any]) -> tuple[dict[str, Any], str | None]:
    """The log event an option stands for, with the cards picked and the side choices
    (stealth targets, duplicates saving claim victims, setup attachments), checked to be an
    instance of the option (``engine.game.decisions.choice_matches``)."""
    index = entry.get("option")
    if not isinstance(index, int) or not 0 <= index < len(ts.offers):
        raise DomainError("that option is not offered now", code="no_such_option", field="option")
    offer = ts.offers[index]
    choice = offer.choice
    picked = [str(c) for c in entry.get("cards") or []]
    event = choice.event(picked if choice.pick_field else None)
    extra = entry.get("extra") or {}
    side = {str(k): str(v) for k, v in extra.items() if v} if isinstance(extra, dict) else {}
    if side and choice.type in _SIDE_FIELD:
        event[_SIDE_FIELD[choice.type]] = side
        if choice.type == "setup":  # attachments are named in ``cards`` too
            event["cards"] = picked + [a for a in side if a not in picked]
    if (picked and choice.pick_field is None) or not choice_matches(choice, event):
        rule = ts.decision.rule if ts.decision is not None else None
        raise DomainError(
            f"not one of the offered choices: {_pick_rule_text(choice)}",
            code="illegal_event",
            field="cards",
            seq=ts.log_version + 1,
            rule=rule,
        )
    return event, offer.entered_by


_SIDE_FIELD = {"challenge": "stealth", "claim": "saved_by", "setup": "attach"}


def _pick_rule_text(choice: Choice) -> str:
    if choice.pick_field is None:
        return "this option takes no cards"
    size = (
        str(choice.pick_min)
        if choice.pick_min == choice.pick_max
        else f"{choice.pick_min} to {choice.pick_max}"
    )
    return f"pick {size} card(s) from the ones offered"


def _push_checked(ts: TrackerState, event: dict[str, Any]) -> LiveMatch:
    """Number the event and push it on a fresh replay of the stored log: the engine's
    verdict on it, before anything is stored. Returns that replay, the event pushed."""
    numbered = {"seq": ts.log_version + 1, **{k: v for k, v in event.items() if k != "seq"}}
    fresh = _replayed(ts.parsed, list(ts.live.events))
    try:
        fresh.push(numbered)
    except RuleError as error:
        raise DomainError(
            f"not legal now: {error.message}",
            code="illegal_event",
            seq=numbered["seq"],
            rule=error.rule,
        ) from None
    except LogFormatError as error:
        raise DomainError(str(error), code="invalid_log", seq=numbered["seq"]) from None
    return fresh


def _store(
    tournament: Tournament,
    ts: TrackerState,
    after: LiveMatch,
    *,
    user: Any,
    idempotency_key: str | None,
    digest: str,
) -> int:
    """Append the event ``after`` ends with at the stream head; returns the new stream
    version. Only a verdict may have landed since the log was read: another log event is a
    conflict."""
    event = after.events[-1]
    stream = matchlogs.matchlog_stream(tournament, ts.match.key)
    for _ in range(_APPEND_TRIES):
        head = eventstore.stream_version(stream)
        try:
            with transaction.atomic():
                recorded = eventstore.append(
                    stream,
                    head,
                    [NewEvent("LogEventAppended", event)],
                    idempotency_key=idempotency_key,
                    actor=str(user.pk),
                    request_digest=digest,
                )
                matchlogs.log_stored(
                    tournament,
                    ts.match,
                    event["seq"],
                    recorded[-1].version,
                    verify=bool(after.state.over),
                )
            return recorded[-1].version
        except ConflictError:
            current = len(_log_events(eventstore.read(stream)))
            if current != ts.log_version:
                raise _stale(ts.log_version, current) from None
    raise ConflictError("the log kept changing; try again", field="expected_version")


def _entry(
    tournament: Tournament,
    match_key: str,
    *,
    user: Any,
    kind: str,
    body: dict[str, Any],
    expected_version: int,
    idempotency_key: str | None,
    build: Any,
) -> TrackerState:
    """The common path of every entry: a retried request returns the state at once; else the
    version is checked, the event built and checked by the engine, and stored."""
    stream = matchlogs.matchlog_stream(tournament, match_key)
    digest = _request_digest(stream, user, kind, {**body, "expected_version": expected_version})
    earlier = _earlier(idempotency_key, stream, digest)
    if earlier:
        ts = tracker_state(tournament, match_key, user=user)
        ts.entered = _entered(earlier[-1])
        return ts
    ts = tracker_state(tournament, match_key, user=user)
    if ts.my_seat is None and not ts.official:
        raise PermissionDenied("only the two players and the officials enter this log")
    if ts.broken is not None:
        raise ConflictError(
            f"this log breaks a rule at event {ts.broken['seq']}: nothing more can be entered "
            "on it; a judge rules on it",
            code="log_breaks_a_rule",
            seq=ts.broken["seq"],
            rule=ts.broken["rule"],
        )
    _check_version(ts, expected_version)
    after = _push_checked(ts, build(ts))
    version = _store(
        tournament, ts, after, user=user, idempotency_key=idempotency_key, digest=digest
    )
    ts.live, ts.log_version, ts.stream_version, ts.verdict = after, len(after.events), version, None
    ts.entered = {
        "seq": after.events[-1]["seq"],
        "stream_version": version,
        "event": after.events[-1],
    }
    return _tracked(ts)


def tracker_enter(
    tournament: Tournament,
    match_key: str,
    *,
    user: Any,
    entry: dict[str, Any],
    expected_version: int,
    idempotency_key: str | None = None,
) -> TrackerState:
    """Record one offered option: ``entry`` is ``{"option": i, "cards": [...], "extra":
    {card: choice}}`` (cards for a pick, side choices such as stealth targets)."""

    def build(ts: TrackerState) -> dict[str, Any]:
        event, seat = _event_from_offer(ts, entry)
        _forbidden_unless(ts, seat, f"this {event['type']}")
        return _with_by(event, ts)

    return _entry(
        tournament,
        match_key,
        user=user,
        kind="enter",
        body=entry,
        expected_version=expected_version,
        idempotency_key=idempotency_key,
        build=build,
    )


def tracker_event(
    tournament: Tournament,
    match_key: str,
    *,
    user: Any,
    event: dict[str, Any],
    expected_version: int,
    idempotency_key: str | None = None,
) -> TrackerState:
    """Record one log event written out in full (docs/match-log.md), e.g. built by an API
    client from an offered option: whoever may enter the offered option it is an instance of
    enters it, an event matching no option is its own seat's ([T-ROLE-2]); the engine checks
    it like any entry."""

    def build(ts: TrackerState) -> dict[str, Any]:
        entry = {k: v for k, v in event.items() if k not in ("seq", "by")}
        try:  # the format first: the option match below reads the fields
            check_event({"seq": ts.log_version + 1, **entry}, ts.log_version)
        except LogFormatError as error:
            raise DomainError(str(error), code="invalid_log", seq=ts.log_version + 1) from None
        offer = next((o for o in ts.offers if choice_matches(o.choice, entry)), None)
        seat = offer.entered_by if offer is not None else entry.get("seat")
        _forbidden_unless(ts, seat, f"this {entry['type']}")
        return _with_by(entry, ts)

    return _entry(
        tournament,
        match_key,
        user=user,
        kind="event",
        body=event,
        expected_version=expected_version,
        idempotency_key=idempotency_key,
        build=build,
    )


ABILITY_KINDS = ("action", "reaction", "interrupt", "forced", "when_revealed", "constant")


def tracker_ability(
    tournament: Tournament,
    match_key: str,
    *,
    user: Any,
    ability: dict[str, Any],
    expected_version: int,
    idempotency_key: str | None = None,
) -> TrackerState:
    """Record a card ability ([R-TRIGGERED-1]): the source card, its kind and the effect
    primitives (docs/match-log.md, *Abilities*); the engine checks it like any event."""

    def build(ts: TrackerState) -> dict[str, Any]:
        seat = ts.my_seat if not ts.official else ability.get("seat", ts.my_seat)
        event: dict[str, Any] = {
            "type": "ability",
            "seat": seat,
            "source": ability.get("source"),
            "kind": ability.get("kind", "action"),
        }
        for key in ("costs", "targets", "effects"):
            if ability.get(key):
                event[key] = ability[key]
        return _with_by(event, ts)

    return _entry(
        tournament,
        match_key,
        user=user,
        kind="ability",
        body=ability,
        expected_version=expected_version,
        idempotency_key=idempotency_key,
        build=build,
    )


def tracker_end(
    tournament: Tournament,
    match_key: str,
    *,
    user: Any,
    how: str,
    expected_version: int,
    idempotency_key: str | None = None,
) -> TrackerState:
    """End early: ``concede`` (the viewer's seat concedes, [T-END-1]) or ``time_called``
    (the round is finished through taxation, then [T-END-2] decides)."""
    if how not in ("concede", "time_called"):
        raise DomainError("end a game by concede or time_called", field="how")

    def build(ts: TrackerState) -> dict[str, Any]:
        if how == "time_called":
            return _with_by({"type": "time_called"}, ts)
        if ts.my_seat is None:
            raise PermissionDenied("only a player concedes their own game [T-END-1]")
        return _with_by({"type": "concede", "seat": ts.my_seat}, ts)

    return _entry(
        tournament,
        match_key,
        user=user,
        kind=how,
        body={},
        expected_version=expected_version,
        idempotency_key=idempotency_key,
        build=build,
    )


def _with_by(event: dict[str, Any], ts: TrackerState) -> dict[str, Any]:
    """Say which seat entered the event (the log's ``by`` field) when it is not the event's
    own seat, e.g. a framework event or the other seat's chance outcome entered by a player."""
    if ts.my_seat is not None and event.get("seat") != ts.my_seat:
        event["by"] = ts.my_seat
    return event


# --- undo -----------------------------------------------------------------------------------


def tracker_undo(
    tournament: Tournament,
    match_key: str,
    *,
    user: Any,
    expected_version: int,
    idempotency_key: str | None = None,
) -> TrackerState:
    """Undo the viewer's own last entry before the opponent acts: recorded as an ``undo``
    event (nothing is deleted); the engine checks it may be undone."""

    def build(ts: TrackerState) -> dict[str, Any]:
        if ts.my_seat is None:
            raise PermissionDenied("only a player undoes their own entry")
        if ts.match.reports or ts.match.result is not None:
            raise DomainError(
                "the result of this log is reported: it can no longer be undone",
                code="result_reported",
                field="undo",
            )
        target = ts.undoable
        if target is None:
            raise DomainError(
                "there is no entry of yours to undo before your opponent's "
                "[LOG-UNDO-2, LOG-UNDO-3]",
                code="nothing_to_undo",
                field="undo",
            )
        return {"type": "undo", "seat": ts.my_seat, "undoes": target["seq"]}

    return _entry(
        tournament,
        match_key,
        user=user,
        kind="undo",
        body={},
        expected_version=expected_version,
        idempotency_key=idempotency_key,
        build=build,
    )


# --- the result ----------------------------------------------------------------------------

_RESULTS = {("A", False): "a_win", ("B", False): "b_win"}
_RESULTS.update({("A", True): "a_modified_win", ("B", True): "b_modified_win"})


def tracker_propose_result(ts: TrackerState) -> dict[str, Any] | None:
    """The result the finished log shows: the winner, how the game ended and each seat's
    power (a win on time is a modified win, [T-END-2]); None while the game goes on."""
    st = ts.state
    if not st.over or st.winner is None:
        return None
    winner = SEATS[st.winner]
    return {
        "result": _RESULTS[(winner, st.end_reason == "time")],
        "winner": winner,
        "winner_player": ts.players.get(winner),
        "end_reason": st.end_reason,
        "power": [power_total(st, 0), power_total(st, 1)],
        "time_step": st.time_step,
    }


def result_status(ts: TrackerState) -> dict[str, Any] | None:
    """The proposed result with where the reports stand: who reported it (player ids),
    whether it is confirmed, and whether the viewer may still confirm it; None while the game
    goes on. Read ``ts.match`` fresh after a report."""
    proposal = tracker_propose_result(ts)
    if proposal is None:
        return None
    reports = ts.match.reports or {}
    me = ts.players.get(ts.my_seat or "")
    return {
        **proposal,
        "confirmed": ts.match.result is not None,
        "reported_by": sorted(reports),
        "mine_reported": me in reports,
        "can_confirm": ts.my_seat is not None and me not in reports and ts.match.result is None,
    }


def tracker_confirm_result(
    tournament: Tournament,
    match_key: str,
    *,
    user: Any,
    idempotency_key: str | None = None,
) -> dict[str, Any]:
    """A player confirms the result the log shows: that is their result report
    (``results.result_report``); the second player's agreeing report confirms it."""
    ts = tracker_state(tournament, match_key, user=user)
    if ts.my_seat is None:
        raise PermissionDenied("only the two players report their result [T-ROLE-2]")
    proposal = tracker_propose_result(ts)
    if proposal is None:
        raise DomainError(
            "the log shows no finished game yet", code="game_not_over", field="result"
        )
    results_svc.result_report(
        tournament,
        match_key,
        user=user,
        result=proposal["result"],
        end_reason=proposal["end_reason"],
        power=proposal["power"],
        time_step=proposal["time_step"],
        idempotency_key=idempotency_key,
    )
    return proposal
