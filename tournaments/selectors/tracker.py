"""The live tracker's read model: a match's live log replayed, what it waits for, and who is
looking (docs/web.md "Live tracker"; the entries are ``services.tracker_entries``).

The log is the match's ordinary match-log stream (``services.matchlogs``): ``LogStarted`` with
a header built from the two registered decks, then one ``LogEventAppended`` per entry. Every
read replays the stored log with the engine (a few milliseconds for a whole game) and asks it
what may happen next (``engine.game.play.decisions``), numbered as offers for the page's buttons.

Versions: the page and the entries name the **log version** (how many log events it showed),
not the stream version, because the verifier appends ``VerdictRecorded`` events to the same
stream on its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.game.api import (
    Choice,
    Decision,
    LogFormatError,
    MatchLog,
    RuleError,
    parse_log,
    power_total,
)
from engine.game.api import Match as LiveMatch
from tournaments import eventstore
from tournaments.access import match_access, match_for_user
from tournaments.errors import DomainError, NotFound
from tournaments.eventstore import RecordedEvent
from tournaments.models import Match, Registration, Tournament
from tournaments.selectors.matchlogs import cards_for, matchlog_stream
from tournaments.selectors.reconciliation import tracker_closed

SEATS = ("A", "B")


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
    # Why it takes no more entries: the result is final or the event complete (issue 22).
    closed: DomainError | None = None

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
    match, registration, _ = match_access(tournament, match_key, user)
    return _seat_of(match, registration)


def tracker_opponent(tournament: Tournament, match_key: str, user: Any) -> Registration | None:
    """The registration of ``user``'s opponent in the match (None for an official who does
    not play it); 'not found' for anybody else."""
    match, registration, _ = match_access(tournament, match_key, user)
    seat = _seat_of(match, registration)
    if seat is None:
        return None
    return match.player_b if seat == "A" else match.player_a


def log_events(stored: list[RecordedEvent]) -> list[dict[str, Any]]:
    return [e.payload for e in stored if e.type == "LogEventAppended"]


def replayed(parsed: MatchLog, events: list[dict[str, Any]]) -> LiveMatch:
    live = LiveMatch(parsed, cards_for(parsed))
    for event in events:
        live.push(event)
    return live


def _replayed_while_legal(
    parsed: MatchLog, events: list[dict[str, Any]]
) -> tuple[LiveMatch, dict[str, Any] | None]:
    """The replay up to the first event the engine refuses, and that refusal (or None)."""
    live = LiveMatch(parsed, cards_for(parsed))
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
    match, registration, official = match_access(tournament, match_key, user)
    stream = matchlog_stream(tournament, match_key)
    stored = eventstore.read(stream)
    if not stored:
        raise NotFound(f"match {match_key} has no live log yet: start one", field="match")
    started = next(e for e in stored if e.type == "LogStarted")
    events = log_events(stored)
    parsed = parse_log({**started.payload["header"], "events": []})
    live, broken = _replayed_while_legal(parsed, events)
    return with_offers(
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
            closed=tracker_closed(tournament, match),
        )
    )


def with_offers(ts: TrackerState) -> TrackerState:
    """``ts`` with the decision its game waits for and the numbered offers."""
    ts.decision = None if ts.live.state.over or ts.broken or ts.closed else ts.live.decision()
    ts.offers = []
    if ts.decision is not None:
        options = zip(ts.decision.options, ts.decision.labels, strict=True)
        ts.offers = [
            Offer(i, c, text, _entered_by(ts.decision, c)) for i, (c, text) in enumerate(options)
        ]
    return ts


def tracker_version(tournament: Tournament, match_key: str, *, user: Any) -> int:
    """The stream version of the live log (0 without one): the page polls it cheaply."""
    match_for_user(tournament, match_key, user)
    return eventstore.stream_version(matchlog_stream(tournament, match_key))


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
