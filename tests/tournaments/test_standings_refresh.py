"""Standings refresh coalesced (issue 25): what ranks, one refresh per burst, changed rows only.

Standings follow [T-TB-1..3]; the stored rows must always be what the engine computes from the
events (``standings_differences``), however few refreshes ran.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.core.cache import cache

from engine.tournament.aggregate import TournamentState, apply
from tournaments import eventstore, projections
from tournaments.models import Standing, Tournament
from tournaments.services import standings as refreshes
from tournaments.services import tournaments as svc
from tournaments.services.simulation import tournament_simulate
from tournaments.services.verification import standings_differences
from tournaments.standings import events_rank, standings_rows

from .factories import legal_deck_text, play_round, tournament_with_players

pytestmark = pytest.mark.django_db


@pytest.fixture
def queued(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The refreshes sent to the queue (each still runs: tasks are in-process here)."""
    from tournaments.tasks import standings_refresh

    sent: list[int] = []
    delay = standings_refresh.delay

    def spy(tournament_id: int) -> Any:
        sent.append(tournament_id)
        return delay(tournament_id)

    monkeypatch.setattr(standings_refresh, "delay", spy)
    return sent


def _row_values(state: TournamentState) -> list[tuple[Any, ...]]:
    return [
        (r.rank, r.player_id, r.points, r.sos, r.esos, r.wins, r.losses, r.byes, r.status)
        for r in standings_rows(state)
    ]


def test_T_TB_1_every_event_said_not_to_rank_leaves_the_engine_standings_unchanged(
    django_capture_on_commit_callbacks: Any,
) -> None:
    # A whole event (registrations, decks, drops, Swiss, cut, elimination, completion): for
    # each event the refresh would skip, the engine's standings before and after are equal.
    with django_capture_on_commit_callbacks(execute=True):
        tournament = tournament_simulate(players=11, seed=3, rounds=3, cut=4, drop_rate=0.1)
    state, skipped = TournamentState(), set()
    for event in eventstore.read(tournament.stream_id):
        before = _row_values(state)
        apply(state, (event.type, event.payload))
        if not events_rank(state, [event]):
            skipped.add(event.type)
            assert _row_values(state) == before, f"event {event.version} {event.type} ranks"
    assert {"PlayerRegistered", "DeckSubmitted", "RoundClosed", "CutMade"} <= skipped
    assert standings_differences(tournament.pk) == []


def test_T_TB_3_no_standings_before_the_first_swiss_round(queued: list[int]) -> None:
    tournament = tournament_with_players(6)
    svc.deck_submit(tournament, "p1", legal_deck_text())
    tournament.refresh_from_db()
    assert queued == [] and not Standing.objects.filter(tournament=tournament).exists()
    assert tournament.standings_version == tournament.version  # current, with no refresh
    assert standings_differences(tournament.pk) == []


def test_T_TB_1_a_registration_after_round_1_ranks(
    django_capture_on_commit_callbacks: Any, queued: list[int]
) -> None:
    tournament = tournament_with_players(4)
    with django_capture_on_commit_callbacks(execute=True):
        svc.round_pair(tournament)
        svc.player_register(tournament, name="Late Larra")  # an unpaired loss ([T-OPEN-2])
    assert queued == [tournament.pk, tournament.pk]
    assert Standing.objects.filter(tournament=tournament).count() == 5
    assert standings_differences(tournament.pk) == []


def test_T_TB_1_a_burst_while_a_refresh_is_queued_queues_no_other(
    django_capture_on_commit_callbacks: Any, queued: list[int]
) -> None:
    tournament = tournament_with_players(8)
    with django_capture_on_commit_callbacks(execute=True):
        svc.round_pair(tournament)
    assert queued == [tournament.pk]
    cache.add(refreshes._marker(tournament.pk), 1)  # as while a refresh waits in the queue
    with django_capture_on_commit_callbacks(execute=True):
        play_round(tournament)  # four results, one command each
    assert queued == [tournament.pk]
    assert standings_differences(tournament.pk) != []  # the queued refresh has not run yet
    assert refreshes.standings_refresh(tournament.pk) == Tournament.objects.get().version
    assert standings_differences(tournament.pk) == []
    with django_capture_on_commit_callbacks(execute=True):
        svc.result_correct(
            tournament, "r1-t1", "b_win", reason="slip"
        )  # the marker went with the refresh
    assert queued == [tournament.pk, tournament.pk]
    assert standings_differences(tournament.pk) == []


def test_T_TB_1_only_the_rows_that_changed_are_written(
    django_capture_on_commit_callbacks: Any,
) -> None:
    tournament = tournament_with_players(16)
    with django_capture_on_commit_callbacks(execute=True):
        svc.round_pair(tournament)
        play_round(tournament)
        svc.round_pair(tournament)  # round 2 paired: nothing is reported yet, nothing moves
    before = {s.registration_id: s for s in Standing.objects.filter(tournament=tournament)}
    with django_capture_on_commit_callbacks(execute=True):
        svc.result_record(tournament, "r2-t1", "a_win")
    after = {s.registration_id: s for s in Standing.objects.filter(tournament=tournament)}
    rewritten = {pk for pk in after if after[pk].pk != before[pk].pk}
    fields = ("rank", "points", "sos", "esos", "wins", "losses", "rounds_played")
    changed = {
        pk for pk in after if any(getattr(after[pk], f) != getattr(before[pk], f) for f in fields)
    }
    assert rewritten == changed and 2 <= len(changed) < 16
    assert standings_differences(tournament.pk) == []


def test_T_TB_1_an_older_refresh_never_replaces_newer_standings(
    django_capture_on_commit_callbacks: Any,
) -> None:
    tournament = tournament_with_players(4)
    with django_capture_on_commit_callbacks(execute=True):
        svc.round_pair(tournament)
        play_round(tournament)
    stored = list(Standing.objects.filter(tournament=tournament).values_list("pk", "points"))
    Tournament.objects.filter(pk=tournament.pk).update(standings_version=10**6)
    assert refreshes.standings_refresh(tournament.pk) == 10**6
    assert list(Standing.objects.filter(tournament=tournament).values_list("pk", "points")) == (
        stored
    )


def test_T_TB_1_a_rebuild_writes_the_same_standings(
    django_capture_on_commit_callbacks: Any,
) -> None:
    with django_capture_on_commit_callbacks(execute=True):
        tournament = tournament_simulate(players=9, seed=5, rounds=3, cut=4, drop_rate=0.2)
    assert standings_differences(tournament.pk) == []
    projections.rebuild(tournament.pk)
    assert standings_differences(tournament.pk) == []


def test_T_TB_1_a_deferred_burst_in_one_thread_makes_one_request_at_its_end(
    django_capture_on_commit_callbacks: Any, queued: list[int]
) -> None:
    tournament = tournament_with_players(8)
    with django_capture_on_commit_callbacks(execute=True):
        svc.round_pair(tournament)
    with refreshes.standings_refresh_deferred(), django_capture_on_commit_callbacks(execute=True):
        play_round(tournament)
        assert queued == [tournament.pk]  # only the pairing's, so far
    assert queued == [tournament.pk, tournament.pk]
    assert standings_differences(tournament.pk) == []
