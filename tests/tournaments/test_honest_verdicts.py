"""A partial or undecided verdict is shown as such everywhere (issue "Honest verdicts"):
reconciliation never auto-confirms what the engine could not check and never accuses a
player over it; the API and the v3 feed say how far the check went, and the feed's ETag moves
when a verdict is recorded."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from django.core.cache import cache
from django.urls import reverse
from rest_framework.test import APIClient

from tests.tournaments.factories import tournament_with_players
from tests.tournaments.logs import standard_game, undecided_game
from tournaments.models import Dispute, Match, Tournament
from tournaments.models import MatchLog as MatchLogRow
from tournaments.selectors.reconciliation import log_result_check
from tournaments.services import matchlogs, reconciliation
from tournaments.services import tournaments as svc

pytestmark = pytest.mark.django_db


@dataclass
class Event:
    """Four players without registered decks (the simulated decks are not theirs), round 1."""

    t: Tournament
    organizer: Any
    key: str = "r1-t1"


@pytest.fixture
def event(db: Any) -> Event:
    cache.clear()
    tournament = tournament_with_players(4)
    svc.round_pair(tournament)
    tournament.refresh_from_db()
    return Event(tournament, tournament.organizer)


def _upload(event: Event, log: dict[str, Any], capture: Any) -> tuple[Match, MatchLogRow]:
    with capture(execute=True):
        matchlogs.matchlog_upload(event.t, event.key, log, user=event.organizer)
    match = Match.objects.get(tournament=event.t, key=event.key)
    return match, MatchLogRow.objects.get(match=match)


def _winner_result(row: MatchLogRow) -> str:
    return {"A": "a_win", "B": "b_win"}[row.verdict["winner"]]


def test_a_partial_verdict_agrees_saying_how_many_cards_were_not_checked(
    event: Event, django_capture_on_commit_callbacks: Any
) -> None:
    match, row = _upload(event, standard_game(0), django_capture_on_commit_callbacks)
    assert row.status == "valid" and row.verdict["checked"] == "partial"
    unread = len(row.verdict["unread_cards"])
    reason = row.verdict["end_reason"]
    reconciliation.result_record(
        event.t, match.key, _winner_result(row), end_reason=reason, actor="o"
    )
    match.refresh_from_db()
    check = log_result_check(match, row)
    assert check is not None and check.kind == "agrees" and not check.sent_to_judges
    assert check.text.endswith(f"({unread} cards not checked by the engine)")
    assert not Dispute.objects.exists()


def test_an_undecided_verdict_F_4_2_2_accuses_nobody_and_opens_no_dispute(
    event: Event, django_capture_on_commit_callbacks: Any
) -> None:
    match, row = _upload(event, undecided_game(), django_capture_on_commit_callbacks)
    assert row.status == "undecided"
    first = row.verdict["errors"][0]
    assert first["rule"] == "F-4.2.2" and first["unread_cards"]
    reconciliation.result_record(event.t, match.key, "a_win", end_reason="power", actor="o")
    match.refresh_from_db()
    check = log_result_check(match, row)
    assert check is not None and check.kind == "undecided" and not check.sent_to_judges
    assert f"cannot decide at event {first['seq']} [F-4.2.2]" in check.text
    assert not Dispute.objects.exists()


def test_the_api_and_the_v3_feed_show_a_partial_check(
    event: Event, django_capture_on_commit_callbacks: Any
) -> None:
    feed_url = f"/api/v3/games?current_only=1&tournament_id={event.t.pk}"
    client = APIClient()
    before = client.get(feed_url)
    assert {g["log_status"] for g in before.json()} == {""}
    match, row = _upload(event, standard_game(0), django_capture_on_commit_callbacks)

    after = client.get(feed_url, HTTP_IF_NONE_MATCH=before["ETag"])
    assert after.status_code == 200, "a recorded verdict must change the feed's ETag"
    game = next(g for g in after.json() if g["log_status"])
    assert (game["log_status"], game["log_checked"]) == ("valid", "partial")

    api = APIClient()
    api.force_authenticate(event.organizer)
    body = api.get(f"/api/v1/tournaments/{event.t.pk}/matches/{match.key}/log/").json()
    unread = row.verdict["unread_cards"]
    assert body["checked"] == "partial"
    assert body["headline"].startswith(f"valid, {len(unread)} cards not checked: {unread[0]} ")


def test_the_judges_queue_shows_a_disputed_log_checked_in_part(
    event: Event, django_capture_on_commit_callbacks: Any, client: Any
) -> None:
    match, row = _upload(event, standard_game(0), django_capture_on_commit_callbacks)
    loser = {"A": "b_win", "B": "a_win"}[row.verdict["winner"]]
    reconciliation.result_record(event.t, match.key, loser, end_reason="power", actor="o")
    assert Dispute.objects.filter(match=match).exists()  # the log contradicts the result
    client.force_login(event.organizer)
    page = client.get(reverse("web:judging", args=[event.t.pk])).content.decode()
    unread = len(row.verdict["unread_cards"])
    assert f"log valid, checked in part ({unread} cards not read)" in page
