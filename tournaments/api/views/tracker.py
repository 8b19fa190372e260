"""The live tracker over HTTP (issue 12): the same service as the tracker pages
(``tournaments.services.tracker``), for an app at the table.

Who may do what is the services' (the match's two players and the event's officials; others
get the 404 of a missing match; each player enters their own decisions, [T-ROLE-2]). Entries
name the log version they were made against (409 with the current one if it moved on) and
carry an ``Idempotency-Key``: a retry gets the first reply and records nothing twice.
"""

from __future__ import annotations

from typing import Any

from rest_framework import status

from tournaments.api.base import IDEMPOTENCY_PARAMETER
from tournaments.api.schema import MATCH_KEY, TOURNAMENT_ID, WRITE_ERRORS, responses
from tournaments.api.serializers import tracker as ser
from tournaments.api.throttles import ScopedUserThrottle
from tournaments.api.views.commands import (
    Command,
    CommandView,
    ReadView,
    command_schema,
    read_schema,
)
from tournaments.selectors import tracker as live
from tournaments.services import tracker_entries as entries
from tournaments.services import tracker_result as result_svc
from tournaments.services import tracker_undo as undo_svc

TRACKER_WRITE = [TOURNAMENT_ID, MATCH_KEY, IDEMPOTENCY_PARAMETER]
STATE = responses(ser.TrackerSerializer, *WRITE_ERRORS)
ENTRY = responses(ser.TrackerEntrySerializer, *WRITE_ERRORS, status=201)


def tracker_json(ts: live.TrackerState) -> dict[str, Any]:
    """The log as the caller sees it: versions, both boards, the decision and its options
    (``decisions_json`` form) with those the caller may enter, undo and the proposed result.
    A player sees the opponent's hand and plot deck as counts only, as on the page, and of
    the options the opponent enters only their type and seat."""
    decision = None
    if ts.decision is not None:
        doc = ts.decision.as_json()
        decision = {
            **doc,
            "options": [
                _option_json(ts, o, d) for o, d in zip(ts.offers, doc["options"], strict=True)
            ],
            "deciding_seat": ts.deciding_seat,
            "entered_by": [o.entered_by for o in ts.offers],
            "may_enter": [o.index for o in ts.offers if ts.mine(o)],
        }
    return {
        "log_version": ts.log_version,
        "stream_version": ts.stream_version,
        "my_seat": ts.my_seat,
        "official": ts.official,
        "players": ts.players,
        "over": ts.over,
        "snapshot": live.visible_snapshot(ts),
        "decision": decision,
        "undoable": ts.undoable,
        "result": live.result_status(ts),
        "verdict": ts.verdict,
        "broken": ts.broken,
        "closed": ts.closed.as_dict() if ts.closed is not None else None,
    }


# What a player is told of an option that is not theirs to enter: its cards (the opponent's
# hand in a marshal or setup pick, their deck in a draw) are the opponent's secrets.
_HIDDEN_OPTION_KEYS = ("type", "seat", "optional")


def _option_json(ts: live.TrackerState, offer: live.Offer, doc: dict[str, Any]) -> dict[str, Any]:
    if ts.official or ts.mine(offer):
        return doc
    return {**{k: doc[k] for k in _HIDDEN_OPTION_KEYS}, "hidden": True}


def _entry_json(ts: live.TrackerState) -> Any:
    entered = ts.entered or {}
    return ser.TrackerEntrySerializer({**entered, "log_version": entered.get("seq")}).data


@read_schema(
    "tracker_retrieve",
    "The live log: log and stream versions, both boards, the decision the game waits for "
    "(its options, and which of them the caller may enter), the caller's undoable entry "
    "and, once over, the proposed result. Its players and the officials; 404 before the "
    "log is started.",
    parameters=[TOURNAMENT_ID, MATCH_KEY],
)
@command_schema(
    "tracker_start",
    "Start the live log from the two registered decks; if it is started "
    "already (by the opponent a moment ago), the same log is returned.",
    parameters=TRACKER_WRITE,
    responses=STATE,
)
class Tracker(ReadView, CommandView):
    output = ser.TrackerSerializer

    def find(self, read: Command) -> Any:
        return live.tracker_state(read.tournament, read.key, user=read.user)

    def body(self, found: Any, read: Command) -> Any:
        return self.reply(found, read)

    def run(self, command: Command) -> Any:
        return entries.tracker_start(
            command.tournament,
            command.key,
            user=command.user,
            idempotency_key=command.idempotency_key,
        )

    def reply(self, result: Any, command: Command) -> Any:
        return ser.TrackerSerializer(tracker_json(result)).data


class TrackerEntryCommand(CommandView):
    """An entry on the live log: answered 201 with what was entered; throttled per user."""

    throttle_classes = (ScopedUserThrottle,)
    throttle_scope = "log_append"
    status_code = status.HTTP_201_CREATED

    def reply(self, result: Any, command: Command) -> Any:
        return _entry_json(result)


@command_schema(
    "tracker_enter",
    "Enter an offered option (index, cards picked, side choices) or a whole "
    "log event, after expected_version: 409 with the current version if the log moved "
    "on, 400 with the rule id and event number if the engine refuses it (nothing is "
    "stored), 403 if it is the other player's to enter ([T-ROLE-2]). Throttled per user.",
    parameters=TRACKER_WRITE,
    responses=ENTRY,
)
class TrackerEntry(TrackerEntryCommand):
    input = ser.TrackerEntryInput

    def run(self, command: Command) -> Any:
        data = command.data
        common = {
            "user": command.user,
            "expected_version": data["expected_version"],
            "idempotency_key": command.idempotency_key,
        }
        if "event" in data:
            return entries.tracker_event(
                command.tournament, command.key, event=data["event"], **common
            )
        entry: dict[str, Any] = {k: data[k] for k in ("option", "cards", "extra") if k in data}
        return entries.tracker_enter(command.tournament, command.key, entry=entry, **common)


@command_schema(
    "tracker_undo",
    "Undo the caller's own last entry before the opponent acts "
    "([LOG-UNDO-1..4]): recorded as an undo event, nothing is deleted. Players only.",
    parameters=TRACKER_WRITE,
    responses=ENTRY,
)
class TrackerUndo(TrackerEntryCommand):
    input = ser.TrackerVersionInput

    def run(self, command: Command) -> Any:
        return undo_svc.tracker_undo(
            command.tournament,
            command.key,
            user=command.user,
            expected_version=command.data["expected_version"],
            idempotency_key=command.idempotency_key,
        )


@command_schema(
    "tracker_result_confirm",
    "Confirm the result the finished log shows: that is the caller's result "
    "report ([T-ROLE-2]); the opponent's agreeing confirmation records it. Players only.",
    parameters=TRACKER_WRITE,
    responses=responses(ser.TrackerResultSerializer, *WRITE_ERRORS),
)
class TrackerResultConfirm(CommandView):
    throttle_classes = (ScopedUserThrottle,)
    throttle_scope = "result_report"

    def run(self, command: Command) -> Any:
        return result_svc.tracker_confirm_result(
            command.tournament,
            command.key,
            user=command.user,
            idempotency_key=command.idempotency_key,
        )

    def reply(self, result: Any, command: Command) -> Any:
        ts = live.tracker_state(command.tournament, command.key, user=command.user)
        return ser.TrackerResultSerializer(live.result_status(ts)).data
