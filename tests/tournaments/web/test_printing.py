"""Printed sheets (issue 21): match slips, pairings with points and records going into the
round, final standings with the cut's placings, faction and agenda, and their CSV."""

from __future__ import annotations

import csv
import io
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from engine.tournament.structures import TopCut
from tests.tournaments.factories import legal_deck_text, play_round, tournament_with_players, user
from tournaments import projections
from tournaments.models import Tournament
from tournaments.selectors.final_standings import final_standings_list
from tournaments.services import results, round_clock
from tournaments.services import tournaments as svc

pytestmark = pytest.mark.django_db


def url(name: str, t: Tournament) -> str:
    return reverse(f"web:{name}", kwargs={"tournament_id": t.pk})


def completed_top4(capture: Any) -> Tournament:
    event = tournament_with_players(8, preset="custom", swiss_rounds=2, cut_rule=TopCut(4))
    svc.deck_submit(event, "p1", legal_deck_text(0))
    with capture(execute=True):
        for _ in range(2):
            svc.round_pair(event)
            play_round(event)
        svc.cut_make(event)
        for _ in range(2):
            svc.elimination_round_pair(event)
            play_round(event, "b_win")
        svc.tournament_complete(event)
    event.refresh_from_db()
    return event


def test_final_standings_place_the_cut_by_how_far_they_went_T_CUT_2(
    django_capture_on_commit_callbacks: Any,
) -> None:
    event = completed_top4(django_capture_on_commit_callbacks)
    state = projections.tournament_state(event)
    placings = final_standings_list(event)
    assert [p.place for p in placings] == ["1", "2", "3-4", "3-4", "5", "6", "7", "8"]
    names = {p.id: p.name for p in state.players.values()}
    assert placings[0].name == names[state.champion]
    cut = {names[s.player_id] for s in state.cut.seeds}
    assert {p.name for p in placings[:4]} == cut
    swiss_rest = [p.swiss_rank for p in placings[4:]]
    assert swiss_rest == sorted(swiss_rest)
    stark = next(p for p in placings if p.name == "Player 1")
    assert stark.faction == "Stark" and stark.agenda
    response = Client().get(url("final_standings_csv", event))
    rows = list(csv.reader(io.StringIO(response.content.decode())))
    assert rows[0] == ["place", "name", "faction", "agenda", "points", "record", "swiss_rank"]
    assert rows[1][0] == "1" and len(rows) == 9


def test_print_pairings_show_points_and_records_going_into_the_round(
    client: Any, django_capture_on_commit_callbacks: Any
) -> None:
    event = tournament_with_players(4)
    with django_capture_on_commit_callbacks(execute=True):
        svc.round_pair(event)
        play_round(event)
        svc.round_pair(event)
    page = client.get(url("print_pairings", event)).content.decode()
    assert '<td class="num">5</td><td class="num">1-0</td>' in page
    assert '<td class="num">0</td><td class="num">0-1</td>' in page


def test_match_slips_one_per_game_with_extra_time_for_officials_only(client: Any) -> None:
    event = tournament_with_players(5)  # a bye: no slip
    svc.round_pair(event)
    results.round_start(event)
    game = event.matches.exclude(player_b=None).order_by("table").first()
    round_clock.table_time_extend(event, game.key, 7, actor="1")
    assert client.get(url("print_slips", event)).status_code == 302  # log in first
    client.force_login(user("stranger"))
    assert client.get(url("print_slips", event)).status_code == 404
    client.force_login(user("org"))
    page = client.get(url("print_slips", event)).content.decode()
    assert page.count('class="slip"') == 2
    assert "Extra time: +7 minutes" in page and "Signature" in page
