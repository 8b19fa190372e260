"""Melee event pages end to end ([T-MELEE-1]): the organizer creates a melee event and seats
a round, players report and confirm their table's places, the organizer records the other
table, the round closes and the public standings and tables show the places."""

from __future__ import annotations

from typing import Any

import pytest
from django.urls import reverse

from tournaments.models import MeleeTable, Standing, Tournament
from tournaments.services import melee
from tournaments.services import tournaments as svc

from .factories import user

pytestmark = pytest.mark.django_db


def url(name: str, t: Tournament, **kwargs: object) -> str:
    return reverse(f"web:{name}", kwargs={"tournament_id": t.pk, **kwargs})


def create_melee(client: Any) -> Tournament:
    data = {
        "name": "Melee Night",
        "preset": "custom",
        "swiss_rounds": "2",
        "cut_size": "",
        "round_minutes": "90",
        "restricted_list": "",
        "tier": "relaxed",
        "format": "melee",
    }
    response = client.post(reverse("web:event_create"), data)
    assert response.status_code == 302, response.content.decode()[:2000]
    return Tournament.objects.get(name="Melee Night")


def test_t_melee_1_a_melee_event_runs_from_the_pages(
    client: Any, django_capture_on_commit_callbacks: Any
) -> None:
    organizer = user("org")
    client.force_login(organizer)
    t = create_melee(client)
    assert t.settings["format"] == "melee"
    players = [user(f"seat{n}") for n in range(4)]
    for n, account in enumerate(players):
        svc.player_register(t, name=f"Seat {n}", user=account)
    for n in range(3):
        svc.player_register(t, name=f"Walk-in {n}")
    assert client.post(reverse("web:round_pair", kwargs={"tournament_id": t.pk})).status_code == 302
    t.refresh_from_db()
    tables = list(melee.table_list(t))
    assert [len(x.seats.all()) for x in tables] == [4, 3]
    dashboard = client.get(reverse("web:manage", kwargs={"tournament_id": t.pk})).content.decode()
    assert url("melee_table_desk", t) in dashboard
    event_page = client.get(url("event", t)).content.decode()
    assert url("melee_tables", t) in event_page  # the Tables tab

    # A seated player reports on their page; the others at the table confirm there.
    mine = melee.my_table(t, players[0])
    assert mine is not None
    seated = {s.registration.player_id: s.registration.user for s in mine.seats.all()}
    client.force_login(players[0])
    assert url("melee_my_table", t) in client.get(url("me", t)).content.decode()
    page = client.get(url("melee_my_table", t)).content.decode()
    assert f"Table {mine.number}" in page and "Report the places" in page
    places = {pid: n for n, pid in enumerate(seated, 1)}
    form = {f"place_{pid}": str(place) for pid, place in places.items()}
    response = client.post(url("melee_my_table", t), {**form, "action": "report"})
    assert response.status_code == 302
    for account in seated.values():
        if account is None or account == players[0]:
            continue
        client.force_login(account)
        assert (
            "Confirm: these places are right"
            in client.get(url("melee_my_table", t)).content.decode()
        )
        assert client.post(url("melee_my_table", t), {"action": "confirm"}).status_code == 302
    mine.refresh_from_db()
    with_accounts = sorted(pid for pid, account in seated.items() if account is not None)
    if len(with_accounts) == len(seated):  # everyone confirmed: the places are recorded
        assert mine.places == places
    else:
        assert mine.proposed == places and sorted(mine.confirmed) == with_accounts

    # The organizer records what is left on the table desk.
    client.force_login(organizer)
    desk = url("melee_table_desk", t)
    for table in melee.table_list(t):
        if table.places is not None:
            continue
        data = {
            "table": table.key,
            **{
                f"{table.key}-place_{s.registration.player_id}": str(s.seat)
                for s in table.seats.all()
            },
        }
        assert client.post(desk, data).status_code == 302
    assert all(x.places is not None for x in MeleeTable.objects.filter(tournament=t))
    with django_capture_on_commit_callbacks(execute=True):
        assert (
            client.post(reverse("web:round_close", kwargs={"tournament_id": t.pk})).status_code
            == 302
        )
    assert sorted(Standing.objects.filter(tournament=t).values_list("points", flat=True)) == [
        0,
        0,
        1,
        2,
        3,
        5,
        5,
    ]
    client.logout()
    tables_page = client.get(url("melee_tables", t)).content.decode()
    assert "Table 1" in tables_page and "Seat 0" in tables_page
    assert client.get(url("standings", t)).status_code == 200


def test_t_melee_1_a_misranked_tie_is_shown_as_an_error_and_records_nothing(
    client: Any,
) -> None:
    """Tied players share a place and the next one skips: 1, 1, 2, 3 is refused."""
    organizer = user("org")
    t = melee.melee_event_create(
        organizer=organizer, name="Ties", seed="x", preset="custom", swiss_rounds=1
    )
    for n in range(4):
        svc.player_register(t, name=f"P{n}")
    svc.round_pair(t)
    t.refresh_from_db()
    table = melee.table_list(t).get()
    client.force_login(organizer)
    data = {
        "table": table.key,
        **{
            f"{table.key}-place_{s.registration.player_id}": place
            for s, place in zip(table.seats.all(), "1123", strict=True)
        },
    }
    response = client.post(url("melee_table_desk", t), data)
    assert response.status_code == 200 and "T-MELEE-1" in response.content.decode()
    table.refresh_from_db()
    assert table.places is None


def test_t_role_1_the_table_desk_is_the_organizers_only(client: Any) -> None:
    t = melee.melee_event_create(
        organizer=user("org"), name="Desk", seed="x", preset="custom", swiss_rounds=1
    )
    client.force_login(user("stranger"))
    assert client.get(url("melee_table_desk", t)).status_code == 404
    assert client.get(url("melee_my_table", t)).status_code == 404  # not registered
