"""The round clock after it starts ([T-TIME-1]): pause and resume push the end back by the
pause, extend adds minutes, reset goes back to not started, and a table gets extra time."""

from __future__ import annotations

from datetime import timedelta

import pytest

from engine.tournament.aggregate import fold
from engine.tournament.commands import (
    create_tournament,
    pair_swiss_round,
    pause_clock,
    register_player,
    resume_clock,
    start_round,
)
from tests.tournaments.eventstore_helpers import snapshot
from tests.tournaments.factories import tournament_with_players
from tournaments.errors import DomainError
from tournaments.models import Match, Round
from tournaments.selectors.round_clock import round_clock_get
from tournaments.services import results
from tournaments.services import round_clock as clock
from tournaments.services import tournaments as svc

pytestmark = pytest.mark.django_db


def started_event():  # type: ignore[no-untyped-def]
    event = tournament_with_players(8)
    svc.round_pair(event)
    results.round_start(event)
    event.refresh_from_db()
    return event


def current(event) -> Round:  # type: ignore[no-untyped-def]
    return Round.objects.get(tournament=event, number=1)


def test_a_ten_minute_pause_moves_the_end_ten_minutes_later_T_TIME_1() -> None:
    state = fold([create_tournament("Clock", seed="c")])
    for name in ("Ann", "Bob", "Cy", "Di"):
        state = fold([*state.events, *register_player(state, name)])
    state = fold([*state.events, *pair_swiss_round(state)])
    state = fold([*state.events, *start_round(state, "2026-01-01T10:00:00+00:00")])
    state = fold([*state.events, *pause_clock(state, "2026-01-01T10:20:00+00:00")])
    state = fold([*state.events, *resume_clock(state, "2026-01-01T10:30:00+00:00")])
    assert state.latest_round().paused_seconds == 600
    assert state.latest_round().paused_at is None


def test_a_paused_clock_shows_the_time_left_and_resumes() -> None:
    event = started_event()
    clock.round_clock_pause(event, actor="1")
    paused = round_clock_get(event, current(event))
    assert paused["paused"] and paused["left"] in ("55:00", "54:59")
    with pytest.raises(DomainError, match="is paused already"):
        clock.round_clock_pause(event, actor="1")
    clock.round_clock_resume(event, actor="1")
    running = round_clock_get(event, current(event))
    assert running["running"] and not running["paused"]
    started = current(event).started_at
    assert running["ends_at"] == started + timedelta(
        minutes=55, seconds=current(event).paused_seconds
    )
    with pytest.raises(DomainError, match="is not paused"):
        clock.round_clock_resume(event, actor="1")


def test_extend_adds_minutes_and_reset_goes_back_to_not_started() -> None:
    event = started_event()
    clock.round_clock_extend(event, 10, actor="1")
    assert current(event).minutes == 65
    before = snapshot()
    with pytest.raises(DomainError, match="1 to 120 minutes") as refused:
        clock.round_clock_extend(event, 0, actor="1")
    assert refused.value.rule == "T-TIME-1"
    assert snapshot() == before
    clock.round_clock_reset(event, actor="1")
    assert (
        current(event).started_at is None and not round_clock_get(event, current(event))["started"]
    )
    results.round_start(event)  # started again
    assert current(event).minutes == 55


def test_extra_time_for_one_table_adds_up_and_not_for_a_reported_one() -> None:
    event = started_event()
    games = list(Match.objects.filter(tournament=event, player_b__isnull=False).order_by("table"))
    clock.table_time_extend(event, games[0].key, 5, actor="1")
    clock.table_time_extend(event, games[0].key, 3, actor="1")
    games[0].refresh_from_db()
    assert games[0].extra_minutes == 8
    svc.result_record(event, games[1].key, "a_win")
    with pytest.raises(DomainError, match=f"table {games[1].table} has its result already"):
        clock.table_time_extend(event, games[1].key, 5, actor="1")


def test_clock_buttons_need_a_started_clock() -> None:
    event = tournament_with_players(4)
    svc.round_pair(event)
    before = snapshot()
    for call in (clock.round_clock_pause, clock.round_clock_reset):
        with pytest.raises(DomainError, match="is not started"):
            call(event, actor="1")
    assert snapshot() == before


def test_a_rebuild_from_the_events_gives_the_same_clock_settings_and_extra_time() -> None:
    from tournaments import projections
    from tournaments.services import event_settings

    event = started_event()
    event_settings.settings_change(event, {"venue": "The Inn", "round_minutes": 50}, actor="1")
    clock.round_clock_extend(event, 10, actor="1")
    clock.round_clock_pause(event, actor="1")
    clock.round_clock_resume(event, actor="1")
    game = Match.objects.filter(tournament=event, player_b__isnull=False).first()
    clock.table_time_extend(event, game.key, 4, actor="1")

    def seen() -> tuple[object, ...]:
        round_ = current(event)
        row = type(event).objects.get(pk=event.pk)
        extra = Match.objects.get(tournament=event, key=game.key).extra_minutes  # rows remade
        return (
            row.settings.get("venue"),
            row.settings["round_minutes"],
            round_.started_at,
            round_.minutes,
            round_.paused_seconds,
            extra,
        )

    before = seen()
    projections.rebuild(event.pk)
    assert seen() == before
    assert before[0] == "The Inn" and before[3] == 65 and before[5] == 4
