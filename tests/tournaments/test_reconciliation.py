"""Results reconciled with match logs (issue 22, docs/decisions/results-and-logs.md): a result
recorded, corrected or reported after the log's verdict is compared with it; another winner,
another end reason ([T-END-1]) or an uploaded game that is not over opens a judge's dispute
naming both; a live log that stops early is only shown beside the result; the tracker closes
once the result is final or the event is complete."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from django.core.cache import cache

from tests.tournaments.eventstore_helpers import snapshot
from tests.tournaments.factories import play_round
from tests.tournaments.logs import golden
from tests.tournaments.web.conftest import Event
from tests.tournaments.web.test_tracker import Table, first_entry
from tournaments.errors import ConflictError
from tournaments.models import Dispute, Match
from tournaments.models import MatchLog as MatchLogRow
from tournaments.selectors.reconciliation import log_checks_for, log_result_check
from tournaments.services import matchlogs, reconciliation, results, tracker
from tournaments.services import tournaments as svc

pytestmark = pytest.mark.django_db


@pytest.fixture
def event(db: Any) -> Event:
    cache.clear()
    return Event(players=4)


def _key(event: Event) -> str:
    return event.pia_match().key


def _upload(event: Event, log: dict[str, Any], capture: Any) -> Match:
    with capture(execute=True):
        matchlogs.matchlog_upload(event.t, _key(event), log, user=event.organizer)
    return event.pia_match()


def _truncated(events: int) -> dict[str, Any]:
    log = copy.deepcopy(golden())
    log["events"] = log["events"][:events]
    return log


def _check(match: Match) -> Any:
    match.refresh_from_db()
    return log_result_check(match, MatchLogRow.objects.get(match=match))


def test_T_END_1_a_result_naming_the_other_winner_opens_a_dispute_naming_both(
    event: Event, django_capture_on_commit_callbacks: Any
) -> None:
    match = _upload(event, golden(), django_capture_on_commit_callbacks)
    assert not Dispute.objects.exists()  # no result yet: nothing to contradict
    a, b = match.player_a.name, match.player_b.name
    reconciliation.result_record(event.t, match.key, "b_win", end_reason="power", actor="org")
    dispute = Dispute.objects.get(match=match)
    assert dispute.reason == (
        f"the match log shows seat A ({a}) won by reaching 15 power (15 to 2 power, round 2), "
        f"but the recorded result says {b} won by reaching 15 power"
    )
    assert _check(match).kind == "contradicts"


def test_T_END_1_the_same_winner_by_another_end_reason_is_a_contradiction(
    event: Event, django_capture_on_commit_callbacks: Any
) -> None:
    match = _upload(event, golden(), django_capture_on_commit_callbacks)
    reconciliation.result_record(event.t, match.key, "a_win", end_reason="concession", actor="o")
    reason = Dispute.objects.get(match=match).reason
    assert "won by concession [T-END-1]" in reason and "by reaching 15 power" in reason


def test_a_result_that_agrees_with_the_log_opens_nothing(
    event: Event, django_capture_on_commit_callbacks: Any
) -> None:
    match = _upload(event, golden(), django_capture_on_commit_callbacks)
    reconciliation.result_record(event.t, match.key, "a_win", end_reason="power", actor="org")
    assert not Dispute.objects.exists() and _check(match).kind == "agrees"


def test_a_players_report_that_contradicts_the_log_goes_to_the_judges_at_once(
    event: Event, django_capture_on_commit_callbacks: Any
) -> None:
    match = _upload(event, golden(), django_capture_on_commit_callbacks)
    results.result_report(
        event.t,
        match.key,
        user=event.player,
        result="b_win",  # the log says seat A (player A) won
        end_reason="power",
    )
    dispute = Dispute.objects.get(match=match)
    assert "Pia's report says" in dispute.reason and "the match log shows seat A" in dispute.reason


def test_an_uploaded_log_whose_game_is_not_over_contradicts_a_finished_result(
    event: Event, django_capture_on_commit_callbacks: Any
) -> None:
    """Uploaded whole, the log is the record of the game: it stopping in round 1 while the
    result says someone reached 15 power is a game not over."""
    match = _upload(event, _truncated(20), django_capture_on_commit_callbacks)
    assert MatchLogRow.objects.get(match=match).status == "incomplete"
    reconciliation.result_record(event.t, match.key, "a_win", end_reason="power", actor="org")
    reason = Dispute.objects.get(match=match).reason
    assert reason.startswith("the uploaded match log stops in round 1 at ")
    assert "the game not over, but the recorded result says" in reason


def test_a_live_log_that_stops_early_does_not_block_the_result_and_is_shown_beside_it(
    event: Event, django_capture_on_commit_callbacks: Any
) -> None:
    header = {**golden(), "events": []}
    with django_capture_on_commit_callbacks(execute=True):
        matchlogs.matchlog_upload(event.t, _key(event), header, user=event.organizer)
        matchlogs.matchlog_append(
            event.t,
            _key(event),
            golden()["events"][:9],
            expected_version=1,
            user=event.organizer,
        )
    match = event.pia_match()
    reconciliation.result_record(event.t, match.key, "a_win", end_reason="power", actor="org")
    match.refresh_from_db()
    assert match.result == "a_win" and not Dispute.objects.exists()
    check = log_checks_for([match])[match.pk]
    assert check.kind == "incomplete" and not check.sent_to_judges
    assert check.text.startswith("the live match log stops in setup at 0 to 0 power")


def test_a_live_tracker_log_left_at_setup_is_verified_and_shown_beside_the_result(
    db: Any, django_capture_on_commit_callbacks: Any
) -> None:
    """The issue's case: the live log stopped at setup, then "won, reached 15 power" was
    confirmed. The log (verified only when a game ends) is verified now: incomplete."""
    table = Table()
    tracker.tracker_start(table.t, table.key, user=table.ann)
    login, entry, version = first_entry(table)
    tracker.tracker_enter(table.t, table.key, user=login, entry=entry, expected_version=version)
    assert MatchLogRow.objects.get(match=table.match).verified_version is None
    with django_capture_on_commit_callbacks(execute=True):
        reconciliation.result_record(table.t, table.key, "a_win", end_reason="power", actor="o")
    check = _check(table.match)
    assert check.kind == "incomplete" and "stops in setup" in check.text
    assert not Dispute.objects.exists()


def test_a_verdict_recorded_after_the_result_is_compared_too(
    event: Event, django_capture_on_commit_callbacks: Any
) -> None:
    key = _key(event)
    reconciliation.result_record(event.t, key, "b_win", end_reason="decked", actor="org")
    assert not Dispute.objects.exists()
    _upload(event, golden(), django_capture_on_commit_callbacks)
    assert "but the recorded result says" in Dispute.objects.get(match__key=key).reason


def test_T_ROLE_2_the_tracker_closes_once_the_result_is_final(db: Any, client: Any) -> None:
    table = Table()
    tracker.tracker_start(table.t, table.key, user=table.ann)
    login, entry, version = first_entry(table)
    reconciliation.result_record(table.t, table.key, "a_win", end_reason="concession", actor="o")
    before = snapshot()
    with pytest.raises(ConflictError) as refused:
        tracker.tracker_enter(table.t, table.key, user=login, entry=entry, expected_version=version)
    assert refused.value.rule == "T-ROLE-2" and refused.value.code == "tracker_closed"
    assert snapshot() == before
    ts = table.state()
    assert ts.closed is not None and ts.decision is None and ts.offers == []
    client.force_login(table.ann)
    shown = client.get(table.url("tracker")).content.decode()
    assert "This live log is closed:" in shown and "[T-ROLE-2]" in shown


def test_T_SWISS_1_no_tracker_starts_once_the_event_is_complete(db: Any) -> None:
    table = Table()
    play_round(table.t)
    for _ in range(2):  # basic structure, 4 players: 3 rounds and no cut
        svc.round_pair(table.t)
        play_round(table.t)
    svc.tournament_complete(table.t)
    table.t.refresh_from_db()
    with pytest.raises(ConflictError) as refused:
        tracker.tracker_start(table.t, table.key, user=table.ann)
    assert refused.value.rule == "T-SWISS-1"
    assert not MatchLogRow.objects.exists()
