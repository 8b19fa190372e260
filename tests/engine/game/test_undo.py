"""Undo as an event ([LOG-UNDO-1..4], docs/match-log.md *Undo*): the log keeps the undone
event and the undo, the replay skips both, and the verdict is that of the log without them."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.game.logformat.log import LogFormatError, parse_log
from engine.game.logformat.readers import event_of
from engine.game.play.replay import Match, replay
from engine.game.state import undo
from engine.game.state.model import RuleError
from engine.game.state.view import digest
from tests.engine.game.logbuilder import round_one
from tests.engine.game.test_decisions import completed
from tests.engine.game.test_simulate import DATA, SEEDS, cards, play

Event = dict[str, Any]


def entered_by(ev: Event) -> str | None:
    """``undo.entered_by`` of a JSON event (the engine reads typed events)."""
    return undo.entered_by(event_of(ev))


def undo_plan(events: list[Event]) -> dict[int, RuleError | None]:
    """``undo.undo_plan`` of JSON events."""
    return undo.undo_plan([event_of(ev) for ev in events])


def renumbered(events: list[Event]) -> list[Event]:
    """The events numbered 1, 2, 3 ...; ``undoes`` follows its event (the seqs given must
    be distinct; an undo naming no earlier event keeps its number)."""
    new_seq: dict[int, int] = {}
    result = []
    for index, ev in enumerate(events, start=1):
        moved = {**ev, "seq": index}
        if ev["type"] == "undo":
            moved["undoes"] = new_seq.get(ev["undoes"], ev["undoes"])
        new_seq[ev["seq"]] = index
        result.append(moved)
    return result


def without_seq(ev: Event) -> Event:
    return {k: v for k, v in ev.items() if k != "seq"}


def with_undone_run(events: list[Event], at: int, length: int) -> list[Event]:
    """The log with ``length`` events taken from ``at`` on entered once, undone (latest
    first) by the seat that entered them, then entered again as the game went."""
    run = [copy.deepcopy(ev) for ev in events[at : at + length]]
    first_seq = len(events) + 1000  # temporary seqs, distinct from the real ones
    tried = [{**ev, "seq": first_seq + i} for i, ev in enumerate(run)]
    undos = [
        {"seq": first_seq + 100 + i, "type": "undo", "seat": entered_by(ev), "undoes": ev["seq"]}
        for i, ev in enumerate(reversed(tried))
    ]
    return renumbered([*events[:at], *tried, *undos, *events[at:]])


def same_seat_run(events: list[Event], at: int, most: int) -> int:
    """How many events from ``at`` on (at most ``most``) were entered by one seat."""
    seat = entered_by(events[at])
    length = 0
    while at + length < len(events) and length < most and entered_by(events[at + length]) == seat:
        length += 1
    return length if seat is not None else 0


# An example simulates and replays a game five times (about 0.25 s): a share of the profile.
@settings(max_examples=max(6, settings.default.max_examples // 20))
@given(DATA, SEEDS, st.floats(min_value=0, max_value=0.999), st.integers(1, 3))
def test_LOG_UNDO_a_log_with_undos_replays_to_the_digest_of_the_log_without_them(
    kind: str, seed: int, where: float, most: int
) -> None:
    log = play(kind, seed).log
    events = log["events"]
    seated = [i for i, ev in enumerate(events) if entered_by(ev)]  # others cannot be undone
    at = seated[int(where * len(seated))]
    length = same_seat_run(events, at, most)
    undone = {**log, "events": with_undone_run(events, at, length)}
    plain, with_undo = replay(log, cards(kind)), replay(undone, cards(kind))
    assert with_undo.status == plain.status == "valid", with_undo.errors
    assert with_undo.digest == plain.digest
    assert (with_undo.winner, with_undo.power) == (plain.winner, plain.power)
    assert with_undo.events == plain.events + 2 * length
    match = Match(parse_log({**log, "events": []}), cards(kind))
    for ev in undone["events"]:
        match.push(ev)
    assert [without_seq(ev) for ev in match.effective()] == [without_seq(ev) for ev in events]
    assert (
        replay(undone, cards(kind), upto=at + length).digest
        == replay(log, cards(kind), upto=at + length).digest
    )  # up to the last tried event, the undos (later) do not count yet
    after_undos = replay(undone, cards(kind), upto=at + 2 * length)
    assert after_undos.digest == replay(log, cards(kind), upto=at).digest


def base_events() -> list[Event]:
    """Round one of the hand-written sample game: first player, shuffles, draws ..."""
    return round_one().doc()["events"]


def undo_log(extra: list[Event]) -> dict[str, Any]:
    doc = round_one().doc()
    doc["events"] = renumbered([*doc["events"][:5], *extra])
    return doc


def first_error(doc: dict[str, Any]) -> tuple[str, str]:
    verdict = replay(doc)
    assert verdict.status == "invalid"
    error = verdict.errors[0]
    return error.rule, error.message


def test_the_round_one_log_starts_with_events_of_both_seats() -> None:
    events = base_events()[:5]
    assert {entered_by(ev) for ev in events} >= {"A", "B"}


def test_LOG_UNDO_2_the_other_seat_cannot_undo_an_event() -> None:
    events = base_events()[:5]
    last = events[-1]
    other = "A" if entered_by(last) == "B" else "B"
    doc = undo_log([{"seq": 99, "type": "undo", "seat": other, "undoes": last["seq"]}])
    rule, message = first_error(doc)
    assert rule == "LOG-UNDO-2" and f"{other} cannot undo it" in message


def test_LOG_UNDO_2_an_event_without_seat_or_by_cannot_be_undone() -> None:
    note = {"seq": 90, "type": "note", "text": "hello"}
    doc = undo_log([note, {"seq": 91, "type": "undo", "seat": "A", "undoes": 90}])
    rule, message = first_error(doc)
    assert rule == "LOG-UNDO-2" and "nobody's" in message


def test_LOG_UNDO_2_by_names_who_entered_an_event_without_seat() -> None:
    note = {"seq": 90, "type": "note", "text": "hello", "by": "B"}
    doc = undo_log([note, {"seq": 91, "type": "undo", "seat": "B", "undoes": 90}])
    assert replay(doc).status != "invalid"
    doc = undo_log([note, {"seq": 91, "type": "undo", "seat": "A", "undoes": 90}])
    assert first_error(doc)[0] == "LOG-UNDO-2"


def test_LOG_UNDO_3_no_undo_after_the_opponent_acted() -> None:
    a_note = {"seq": 90, "type": "note", "by": "A"}
    b_note = {"seq": 91, "type": "note", "by": "B"}
    undo_b = {"seq": 92, "type": "undo", "seat": "B", "undoes": 91}
    undo_a = {"seq": 93, "type": "undo", "seat": "A", "undoes": 90}
    rule, message = first_error(undo_log([a_note, b_note, undo_b, undo_a]))
    assert rule == "LOG-UNDO-3" and "before the opponent acts" in message


def test_LOG_UNDO_1_undo_of_nothing() -> None:
    doc = round_one().doc()
    doc["events"] = [{"seq": 1, "type": "undo", "seat": "A", "undoes": 1}]
    rule, message = first_error(doc)
    assert rule == "LOG-UNDO-1" and "(nothing)" in message


def test_LOG_UNDO_1_only_the_last_effective_event_is_undone() -> None:
    a1 = {"seq": 90, "type": "note", "by": "A"}
    a2 = {"seq": 91, "type": "note", "by": "A"}
    doc = undo_log([a1, a2, {"seq": 92, "type": "undo", "seat": "A", "undoes": 90}])
    rule, message = first_error(doc)
    assert rule == "LOG-UNDO-1" and "not event 6" in message


def test_LOG_UNDO_1_consecutive_undos_take_back_successively_earlier_events() -> None:
    a1 = {"seq": 90, "type": "note", "by": "A"}
    a2 = {"seq": 91, "type": "note", "by": "A"}
    undo2 = {"seq": 92, "type": "undo", "seat": "A", "undoes": 91}
    undo1 = {"seq": 93, "type": "undo", "seat": "A", "undoes": 90}
    events = undo_log([a1, a2, undo2, undo1])["events"]
    assert undo_plan(events) == {6: None, 7: None, 8: None, 9: None}
    assert replay({**round_one().doc(), "events": events}).status == "incomplete"


def test_LOG_UNDO_1_an_undo_cannot_name_a_later_event() -> None:
    a1 = {"seq": 90, "type": "note", "by": "A"}
    rule, _ = first_error(undo_log([a1, {"seq": 91, "type": "undo", "seat": "A", "undoes": 9}]))
    assert rule == "LOG-UNDO-1"


def test_LOG_UNDO_4_an_undo_is_not_undone() -> None:
    a1 = {"seq": 90, "type": "note", "by": "A"}
    undo = {"seq": 91, "type": "undo", "seat": "A", "undoes": 90}
    again = {"seq": 92, "type": "undo", "seat": "A", "undoes": 91}
    rule, message = first_error(undo_log([a1, undo, again]))
    assert rule == "LOG-UNDO-4" and "is an undo" in message


def test_LOG_UNDO_lenient_replay_reports_a_bad_undo_and_goes_on() -> None:
    a1 = {"seq": 90, "type": "note", "by": "A"}
    bad = {"seq": 91, "type": "undo", "seat": "B", "undoes": 90}
    good = {"seq": 92, "type": "undo", "seat": "A", "undoes": 90}
    doc = undo_log([a1, bad, good])
    verdict = replay(doc, lenient=True)
    assert [(e.seq, e.rule) for e in verdict.errors] == [(7, "LOG-UNDO-2")]
    assert undo_plan(doc["events"])[8] is None


def test_LOG_UNDO_an_undone_illegal_event_no_longer_counts() -> None:
    events = base_events()[:5]
    wrong = {"seq": 90, "type": "plot", "seat": "A", "card": "A:99001#1"}  # not at S-7
    doc = undo_log([wrong, {"seq": 91, "type": "undo", "seat": "A", "undoes": 90}])
    assert replay({**doc, "events": doc["events"][:6]}).status == "invalid"
    assert replay(doc).status == "incomplete"
    assert replay(doc).digest == replay({**doc, "events": events}).digest


def test_LOG_UNDO_match_push_refuses_a_bad_undo_and_does_not_record_it() -> None:
    doc = round_one().doc()
    match = Match(parse_log({**doc, "events": []}), cards("sample"))
    for ev in doc["events"][:5]:
        match.push(ev)
    last = doc["events"][4]
    other = "A" if entered_by(last) == "B" else "B"
    with pytest.raises(RuleError, match=r"\[LOG-UNDO-2\]"):
        match.push({"seq": 6, "type": "undo", "seat": other, "undoes": 5})
    assert len(match.events) == 5
    assert match.undoable(other) is None and match.undoable(str(entered_by(last))) == last
    match.push({"seq": 6, "type": "undo", "seat": entered_by(last), "undoes": 5})
    assert match.effective() == doc["events"][:4]
    fresh = Match(parse_log({**doc, "events": []}), cards("sample"))
    for ev in doc["events"][:4]:
        fresh.push(ev)
    assert match.snapshot() == fresh.snapshot()


def test_LOG_UNDO_codec_needs_seat_and_undoes_and_checks_by() -> None:
    doc = round_one().doc()
    doc["events"] = [{"seq": 1, "type": "undo", "seat": "A"}]
    with pytest.raises(LogFormatError, match=r"field 'undoes': .*missing"):
        parse_log(doc)
    doc["events"] = [{"seq": 1, "type": "note", "by": "Z"}]
    with pytest.raises(LogFormatError, match="field 'by'"):
        parse_log(doc)


@settings(max_examples=max(6, settings.default.max_examples // 20))
@given(DATA, SEEDS, st.floats(min_value=0, max_value=0.999), st.integers(0, 2**16))
def test_LOG_UNDO_a_wrong_option_entered_then_undone_leaves_the_game_as_it_went(
    kind: str, seed: int, where: float, pick: int
) -> None:
    """What a tracker does: at some point a player taps another offered option (completed at
    random), undoes it, and the game goes on as it really went."""
    log = play(kind, seed).log
    events = log["events"]
    at = int(where * len(events))
    match = Match(parse_log({**log, "events": []}), cards(kind))
    for ev in events[:at]:
        match.push(ev)
    decision = match.decision()
    option = decision.options[pick % len(decision.options)]
    wrong = completed(match, option, random.Random(pick))
    seat = option.seat or decision.seat or "A"
    match.push({"seq": len(match.events) + 1, **wrong, "by": seat})
    assert match.undoable(seat) is match.events[-1]
    match.push({"seq": len(match.events) + 1, "type": "undo", "seat": seat, "undoes": at + 1})
    for ev in events[at:]:
        match.push({**ev, "seq": len(match.events) + 1})
    verdict = replay({**log, "events": match.events}, cards(kind))
    assert verdict.status == "valid", verdict.errors
    assert verdict.digest == replay(log, cards(kind)).digest == digest(match.state)
