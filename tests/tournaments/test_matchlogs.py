"""Match logs: format checked at once, stored whole or live with expected versions, and
replayed by the engine after commit (in-process here; by real workers in the integration
tests), with contradictions sent to the judges."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command

from tournaments import eventstore
from tournaments.errors import ConflictError, DomainError, NotFound
from tournaments.models import Dispute, MatchLog
from tournaments.services import matchlogs, results
from tournaments.services import tournaments as svc

from .eventstore_helpers import snapshot
from .factories import user
from .logs import corrupted, golden

pytestmark = pytest.mark.django_db


@pytest.fixture
def event():
    tournament = svc.tournament_create(organizer=user("org"), name="Cup", seed="logs")
    for index in range(1, 5):
        svc.player_register(tournament, name=f"Player {index}", user=user(f"u{index}"))
    svc.round_pair(tournament)
    return tournament


def seat_users(tournament, key="r1-t1"):
    match = tournament.matches.get(key=key)
    return match.player_a.user, match.player_b.user


def upload(tournament, log, user_, execute, key="r1-t1", **kwargs):
    with execute(execute=True):
        return matchlogs.matchlog_upload(tournament, key, json.dumps(log), user=user_, **kwargs)


def test_uploaded_valid_log_is_verified_once_and_agrees_with_the_reports(
    event, django_capture_on_commit_callbacks
):
    a, b = seat_users(event)
    results.result_report(event, "r1-t1", user=a, result="a_win", end_reason="power")
    results.result_confirm(event, "r1-t1", user=b)
    row = upload(event, golden(), a, django_capture_on_commit_callbacks)
    row.refresh_from_db()
    assert row.status == "valid" and row.verified_version == row.log_version == 47
    assert row.verdict["winner"] == "A" and row.verdict["end_reason"] == "power"
    assert row.engine_version and row.card_data_version
    assert not Dispute.objects.exists()
    again = matchlogs.matchlog_verify(row.stream_id, row.log_version)  # a redelivered task
    assert again == row.verdict
    types = [e.type for e in eventstore.read(row.stream_id)]
    assert types.count("VerdictRecorded") == 1 and types.count("LogEventAppended") == 47


def test_log_whose_winner_contradicts_the_result_goes_to_the_dispute_queue(
    event, django_capture_on_commit_callbacks
):
    a, b = seat_users(event)
    results.result_report(event, "r1-t1", user=a, result="b_win", end_reason="power")
    results.result_confirm(event, "r1-t1", user=b)
    upload(event, golden(), b, django_capture_on_commit_callbacks)
    dispute = Dispute.objects.get()
    assert dispute.match.key == "r1-t1" and "match log shows seat A" in dispute.reason


def test_illegal_log_is_invalid_at_its_event_and_queued_for_a_judge(
    event, django_capture_on_commit_callbacks
):
    a, _ = seat_users(event)
    row = upload(event, corrupted(golden(), 2), a, django_capture_on_commit_callbacks)
    row.refresh_from_db()
    assert row.status == "invalid"
    first = row.verdict["errors"][0]
    assert first["seq"] >= 1 and first["rule"]
    dispute = Dispute.objects.get()
    assert f"at event {first['seq']}" in dispute.reason and first["rule"] in dispute.reason


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        "[]",
        json.dumps({"format": "agot-match-log/1"}),
        json.dumps({**golden(), "events": [{"seq": 1, "type": "no_such_event"}]}),
    ],
)
def test_malformed_logs_are_refused_with_the_engine_message_and_store_nothing(event, content):
    a, _ = seat_users(event)
    before = snapshot(), list(MatchLog.objects.values_list("pk"))
    with pytest.raises(DomainError) as caught:
        matchlogs.matchlog_upload(event, "r1-t1", content, user=a)
    assert caught.value.code == "invalid_log" and caught.value.message
    assert (snapshot(), list(MatchLog.objects.values_list("pk"))) == before


def test_only_the_players_and_officials_may_log_a_match(event):
    before = snapshot()
    with pytest.raises(NotFound):
        matchlogs.matchlog_upload(event, "r1-t1", json.dumps(golden()), user=user("stranger"))
    other = event.matches.get(key="r1-t2").player_a.user
    with pytest.raises(NotFound):
        matchlogs.matchlog_upload(event, "r1-t1", json.dumps(golden()), user=other)
    assert snapshot() == before


def test_live_logging_appends_with_expected_versions_and_409_on_a_stale_one(
    event, django_capture_on_commit_callbacks
):
    a, b = seat_users(event)
    log = golden()
    with django_capture_on_commit_callbacks(execute=True):
        row = matchlogs.matchlog_upload(
            event, "r1-t1", {**log, "events": log["events"][:10]}, user=a
        )
        assert row.stream_version == 11
        row = matchlogs.matchlog_append(
            event, "r1-t1", log["events"][10:20], expected_version=row.stream_version, user=b
        )
    row.refresh_from_db()
    assert row.log_version == 20 and row.status == "incomplete"
    before = snapshot()
    with pytest.raises(ConflictError):
        matchlogs.matchlog_append(event, "r1-t1", log["events"][20:21], expected_version=11, user=a)
    with pytest.raises(DomainError) as caught:  # seq 30 does not follow 20
        matchlogs.matchlog_append(
            event, "r1-t1", log["events"][29:30], expected_version=row.stream_version, user=a
        )
    assert caught.value.code == "invalid_log"
    assert snapshot() == before
    with django_capture_on_commit_callbacks(execute=True):
        matchlogs.matchlog_append(
            event, "r1-t1", log["events"][20:], expected_version=row.stream_version, user=a
        )
    row.refresh_from_db()
    assert row.status == "valid" and row.log_version == 47


def test_second_upload_conflicts_but_a_retried_one_returns_the_first(
    event, django_capture_on_commit_callbacks
):
    a, _ = seat_users(event)
    upload(event, golden(), a, django_capture_on_commit_callbacks, idempotency_key="up-1")
    upload(event, golden(), a, django_capture_on_commit_callbacks, idempotency_key="up-1")
    with pytest.raises(ConflictError):
        matchlogs.matchlog_upload(event, "r1-t1", json.dumps(golden()), user=a)
    assert MatchLog.objects.count() == 1


def test_reverify_reports_nothing_when_versions_are_current(
    event, django_capture_on_commit_callbacks, capsys
):
    a, _ = seat_users(event)
    upload(event, golden(), a, django_capture_on_commit_callbacks)
    call_command("reverify")
    assert json.loads(capsys.readouterr().out) == {"reverified": 0, "changed": []}


def test_reverify_judges_again_a_log_verified_by_another_engine(
    event, django_capture_on_commit_callbacks, capsys
):
    a, _ = seat_users(event)
    row = upload(event, golden(), a, django_capture_on_commit_callbacks)
    MatchLog.objects.filter(pk=row.pk).update(engine_version="0.0.1-old")
    call_command("reverify")
    assert json.loads(capsys.readouterr().out)["reverified"] == 1
    assert [e.type for e in eventstore.read(row.stream_id)].count("VerdictRecorded") == 1


def test_a_contradicting_log_on_a_match_already_with_a_judge_adds_no_second_dispute(
    event, django_capture_on_commit_callbacks
):
    a, b = seat_users(event)
    results.result_report(event, "r1-t1", user=a, result="b_win", end_reason="power")
    results.result_report(event, "r1-t1", user=b, result="a_win", end_reason="power")
    assert Dispute.objects.count() == 1  # the reports disagree
    row = upload(event, corrupted(golden(), 2), a, django_capture_on_commit_callbacks)
    row.refresh_from_db()
    assert row.status == "invalid"  # verified, not stuck retrying
    assert Dispute.objects.count() == 1
