"""Live tracker entries: start a match's live log from the registered decks, then record one
offered option, a log event written out in full, a card ability, or the game's early end.
Each goes through ``tracker_log.entry_record`` (version, engine check, idempotent append).

The tracker pages (``tournaments.web.pages.tracker``) and the REST API
(``tournaments.api.views.tracker``, docs/api.md "Live tracker") both call these services.
"""

from __future__ import annotations

from typing import Any

from django.db import transaction

from engine.game.api import (
    FORMAT,
    RULESET,
    Choice,
    LogFormatError,
    card_data_name,
    check_event,
    choice_matches,
    deck_from_json,
    seat_deck,
)
from tournaments import eventstore
from tournaments.access import match_for_user
from tournaments.cards import card_db
from tournaments.errors import ConflictError, DomainError, PermissionDenied
from tournaments.eventstore import NewEvent
from tournaments.models import Match, Registration, Tournament
from tournaments.selectors.matchlogs import matchlog_stream
from tournaments.selectors.reconciliation import tracker_closed
from tournaments.selectors.tracker import TrackerState, tracker_state
from tournaments.services import matchlogs
from tournaments.services.tracker_log import entry_record, require_may_enter

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
    match = match_for_user(tournament, match_key, user)
    if (closed := tracker_closed(tournament, match)) is not None:
        raise closed
    stream = matchlog_stream(tournament, match_key)
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
        require_may_enter(ts, seat, f"this {event['type']}")
        return _with_by(event, ts)

    return entry_record(
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
        require_may_enter(ts, seat, f"this {entry['type']}")
        return _with_by(entry, ts)

    return entry_record(
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

    return entry_record(
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

    return entry_record(
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


def _event_from_offer(ts: TrackerState, entry: dict[str, Any]) -> tuple[dict[str, Any], str | None]:
    """The log event an option stands for, with the cards picked and the side choices
    (stealth targets, duplicates saving claim victims, setup attachments), checked to be an
    instance of the option (``engine.game.play.decisions.choice_matches``)."""
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
