"""Melee events on the database ([T-MELEE-1]): create, register, seat tables, report and
confirm places, standings; projections rebuilt from the events match the live ones."""

from __future__ import annotations

import json

import pytest

from engine.game.data.decks import Deck, deck_to_json
from engine.game.data.legality import is_legal
from tournaments import projections
from tournaments.cards import card_db, restricted_lists
from tournaments.errors import DomainError, NotFound
from tournaments.models import Match, MeleeSeat, MeleeTable, Round, Standing
from tournaments.services import melee
from tournaments.services import tournaments as svc

from .eventstore_helpers import snapshot
from .factories import legal_decks as factory_legal_decks
from .factories import tournament_with_players, user

pytestmark = pytest.mark.django_db


def melee_with_players(count: int, accounts: int = 0, **options):  # type: ignore[no-untyped-def]
    tournament = melee.melee_event_create(
        organizer=user(), name="Melee Night", seed="m", preset="custom", swiss_rounds=3, **options
    )
    for index in range(count):
        account = user(f"player{index}") if index < accounts else None
        svc.player_register(tournament, name=f"Player {index + 1}", user=account)
    return tournament


def seat_order_places(table: MeleeTable) -> dict[str, int]:
    return {seat.registration.player_id: seat.seat for seat in table.seats.all()}


def refresh_standings(tournament) -> None:  # type: ignore[no-untyped-def]
    projections.standings_project(tournament, projections.tournament_state(tournament))


def test_t_melee_1_pairing_a_melee_round_projects_tables_seats_and_the_round():
    tournament = melee_with_players(11)
    svc.round_pair(tournament)
    tournament.refresh_from_db()
    assert tournament.settings["format"] == "melee"
    assert tournament.settings["melee_points"]["tables"] == {"3": [5, 2, 0], "4": [5, 3, 1, 0]}
    tables = list(melee.table_list(tournament))
    assert [t.seats.count() for t in tables] == [4, 4, 3]
    seated = [s.registration.player_id for t in tables for s in t.seats.all()]
    assert sorted(seated) == sorted(f"p{n}" for n in range(1, 12))
    assert Round.objects.get(tournament=tournament).number == 1
    assert not Match.objects.filter(tournament=tournament).exists()  # no bye with 11


def test_t_swiss_5_five_players_give_a_bye_match():
    tournament = melee_with_players(5)
    svc.round_pair(tournament)
    (bye,) = Match.objects.filter(tournament=tournament)
    assert bye.player_b is None and bye.result == "bye" and bye.key == "r1-bye"
    assert [t.seats.count() for t in melee.table_list(tournament)] == [4]


def test_t_melee_1_players_report_and_confirm_places_then_standings_follow():
    tournament = melee_with_players(4, accounts=4)
    svc.round_pair(tournament)
    tournament.refresh_from_db()
    table = melee.my_table(tournament, user("player0"))
    assert table is not None and table.key == "r1-t1"
    places = seat_order_places(table)
    seats = list(table.seats.all())
    users = {s.registration.player_id: s.registration.user for s in seats}
    reporter, *others = seats
    melee.places_report(
        tournament, table.key, user=users[reporter.registration.player_id], places=places
    )
    for seat in others[:-1]:
        melee.places_confirm(tournament, table.key, user=users[seat.registration.player_id])
    table.refresh_from_db()
    assert table.places is None and table.proposed == places and len(table.confirmed) == 3
    melee.places_confirm(tournament, table.key, user=users[others[-1].registration.player_id])
    table.refresh_from_db()
    assert table.places == places
    assert sorted(MeleeSeat.objects.filter(table=table).values_list("place", flat=True)) == [
        1,
        2,
        3,
        4,
    ]
    svc.round_close(tournament)
    refresh_standings(tournament)
    rows = list(Standing.objects.filter(tournament=tournament).order_by("rank"))
    assert [r.points for r in rows] == [5, 3, 1, 0]
    assert rows[0].registration.player_id == reporter.registration.player_id
    assert (rows[0].wins, rows[1].losses) == (1, 1)


def test_t_role_2_only_a_seated_player_reports_a_table():
    tournament = melee_with_players(8, accounts=8)
    svc.round_pair(tournament)
    tournament.refresh_from_db()
    (first, second) = melee.table_list(tournament)
    outsider = second.seats.first().registration.user
    with pytest.raises(NotFound):
        melee.places_report(tournament, first.key, user=outsider, places=seat_order_places(first))


def test_t_melee_1_shared_places_count_and_misranked_ties_are_refused():
    tournament = melee_with_players(4)
    svc.round_pair(tournament)
    table = melee.table_list(tournament).get()
    seats = list(seat_order_places(table))
    with pytest.raises(DomainError) as caught:  # after a shared 1st comes 3rd, not 2nd
        melee.places_record(tournament, table.key, dict(zip(seats, (1, 1, 2, 3), strict=True)))
    assert caught.value.rule == "T-MELEE-1"
    melee.places_record(tournament, table.key, dict(zip(seats, (1, 2, 2, 4), strict=True)))
    refresh_standings(tournament)
    points = Standing.objects.filter(tournament=tournament).values_list("points", flat=True)
    assert sorted(points) == [0, 3, 3, 5]  # each tied player scores the shared place


@pytest.mark.parametrize(
    "tables",
    [{"4": [0, 1, 2, 3], "3": [5, 2, 0]}, {"4": [5, 3, 1, 0]}, {"3": [5, 2, 0]}],
    ids=["increasing", "no-table-of-3", "no-table-of-4"],
)
def test_t_melee_1_a_custom_points_table_is_kept_and_a_bad_one_refused(tables):  # type: ignore[no-untyped-def]
    custom = {"tables": {"3": [4, 2, 0], "4": [6, 3, 1, 0]}, "bye": 4, "unpaired_loss": 0}
    tournament = melee_with_players(4, melee_points=custom)
    assert tournament.settings["melee_points"] == custom
    before = snapshot()
    with pytest.raises(DomainError) as caught:
        melee.melee_event_create(organizer=user(), name="Bad", melee_points={"tables": tables})
    assert caught.value.rule == "T-MELEE-1"
    assert snapshot() == before  # nothing stored


# Card pairs restricted in one section of gotstandard2.1 only (real card data): two
# restricted cards break [T-DECK-2] only where both are on the list.
MELEE_ONLY = ("01001", "01013")  # A Clash of Kings, Heads on Spikes
JOUST_ONLY = ("20053", "20054")  # The Crone, The Father


def legal_in_both_sections(deck: Deck) -> bool:
    listed = restricted_lists()["gotstandard2.1"]
    return all(is_legal(deck, card_db(), listed, fmt) for fmt in ("joust", "melee"))


def deck_with_plots(codes: tuple[str, ...]) -> str:
    """A deck legal in both sections whose first plots are swapped for ``codes``."""
    base = next(d for d in factory_legal_decks() if legal_in_both_sections(d))
    plots = dict(base.plots)
    for code in list(plots)[: len(codes)]:
        del plots[code]
    plots.update(dict.fromkeys(codes, 1))
    deck = Deck.create(base.faction, list(base.agendas), plots, dict(base.draw))
    return json.dumps(deck_to_json(deck))


def list_rules(errors: list[dict[str, object]]) -> list[object]:
    return [e["rule"] for e in errors]


def test_t_deck_2_a_melee_event_checks_decks_against_the_melee_section():
    tournament = melee_with_players(1, restricted_list="gotstandard2.1")
    errors = svc.deck_submit(tournament, "p1", deck_with_plots(MELEE_ONLY))
    assert list_rules(errors) == ["T-DECK-2"]
    assert set(errors[0]["cards"]) == set(MELEE_ONLY)  # type: ignore[arg-type]
    # The joust section does not apply to a melee event.
    assert svc.deck_submit(tournament, "p1", deck_with_plots(JOUST_ONLY)) == []


def test_t_deck_2_a_joust_event_checks_decks_against_the_joust_section():
    tournament = tournament_with_players(1, restricted_list="gotstandard2.1")
    assert list_rules(svc.deck_submit(tournament, "p1", deck_with_plots(JOUST_ONLY))) == [
        "T-DECK-2"
    ]
    assert svc.deck_submit(tournament, "p1", deck_with_plots(MELEE_ONLY)) == []


def test_t_open_5_three_rounds_then_rebuild_gives_the_same_tables_and_standings():
    tournament = melee_with_players(9)
    for _ in range(3):
        svc.round_pair(tournament)
        tournament.refresh_from_db()
        for table in melee.table_list(tournament):
            melee.places_record(tournament, table.key, seat_order_places(table))
        svc.round_close(tournament)
    refresh_standings(tournament)

    def snapshot() -> tuple:
        return (
            sorted(MeleeTable.objects.values_list("key", "places", "repeats")),
            sorted(MeleeSeat.objects.values_list("table__key", "registration__player_id", "place")),
            sorted(
                Standing.objects.values_list("registration__player_id", "rank", "points", "sos")
            ),
        )

    before = snapshot()
    projections.rebuild(tournament.pk)
    assert snapshot() == before
    assert len(before[0]) == 9  # three tables of 3 in each of three rounds


def test_t_swiss_5_the_public_feed_shows_a_melee_bye_with_the_events_bye_points(client):  # type: ignore[no-untyped-def]
    custom = {"tables": {"3": [4, 2, 0], "4": [6, 3, 1, 0]}, "bye": 4, "unpaired_loss": 0}
    tournament = melee_with_players(5, melee_points=custom)
    svc.round_pair(tournament)
    games = client.get(f"/api/v1/public/games/?tournament_id={tournament.pk}").json()["results"]
    (bye,) = games
    assert (bye["match_key"], bye["p1_points"], bye["p2_id"]) == ("r1-bye", 4, None)
