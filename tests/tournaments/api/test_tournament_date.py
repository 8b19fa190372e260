"""An event's date: recorded on TournamentCreated, folded by the engine, projected, given
through the API and the create page, and shown as the feeds' tournament_date (the creation
day when none was given)."""

from __future__ import annotations

import datetime

import pytest

from engine.tournament.aggregate import fold
from engine.tournament.commands import create_tournament
from tournaments import eventstore, projections
from tournaments.models import Tournament

from .conftest import World, state

pytestmark = pytest.mark.django_db


def test_the_engine_records_and_folds_the_date_and_old_events_fold_without_one() -> None:
    dated = create_tournament("Cup", seed="s", date=datetime.date(2026, 12, 5))
    assert dated[1]["date"] == "2026-12-05"
    assert fold([dated]).settings.date == "2026-12-05"  # type: ignore[union-attr]
    undated = create_tournament("Cup", seed="s")
    assert "date" not in undated[1] and fold([undated]).settings.date is None  # type: ignore[union-attr]


def test_created_over_the_api_with_a_date_it_is_the_feeds_tournament_date(world: World) -> None:
    client = world.client("organizer")
    reply = client.post(
        "/api/v1/tournaments/", {"name": "Dated", "date": "2026-12-05"}, format="json"
    )
    assert reply.status_code == 201 and reply.json()["date"] == "2026-12-05"
    tournament = Tournament.objects.get(pk=reply.json()["id"])
    assert eventstore.read(tournament.stream_id)[0].payload["date"] == "2026-12-05"
    rebuilt = projections.rebuild(tournament.pk)
    assert rebuilt.date == datetime.date(2026, 12, 5)
    listed = client.get(f"/api/v3/tournaments?tournament_id={tournament.pk}").json()
    assert listed[0]["tournament_date"] == "2026-12-05"
    public = client.get(f"/api/v1/public/tournaments/{tournament.pk}/").json()
    assert public["tournament_date"] == "2026-12-05"


def test_without_a_date_the_creation_day_stands_in(world: World) -> None:
    listed = world.client("anonymous").get(
        f"/api/v3/tournaments?tournament_id={world.tournament.pk}"
    )
    assert listed.json()[0]["tournament_date"] == world.tournament.created_at.date().isoformat()


@pytest.mark.parametrize("bad", ["05/12/2026", "2026-13-01", 20261205, "", None])
def test_a_bad_date_is_a_400_naming_it_and_records_nothing(world: World, bad: object) -> None:
    client = world.client("organizer")  # its token exists before the snapshot
    before = state()
    reply = client.post("/api/v1/tournaments/", {"name": "Bad", "date": bad}, format="json")
    assert reply.status_code == 400 and "date" in reply.json()["details"]
    assert state() == before


def test_the_create_page_takes_a_date(world: World) -> None:
    from django.test import Client

    client = Client()
    client.force_login(world.users["organizer"])
    reply = client.post(
        "/events/new/",
        {
            "name": "Paged",
            "date": "2026-12-06",
            "preset": "basic",
            "round_minutes": 55,
            "tier": "relaxed",
            "format": "joust",
            "restricted_list": "",
        },
    )
    assert reply.status_code == 302
    assert Tournament.objects.get(name="Paged").date == datetime.date(2026, 12, 6)
