"""A draft pairing is reviewed by the organizer and seen by nobody else until published
([T-SWISS-6]: the organizer may change pairings; the software checks and records it)."""

from __future__ import annotations

from django.urls import reverse

from tournaments.models import Round

from .conftest import Event, everything


def test_draft_pairings_are_hidden_until_the_organizer_publishes_them(client, db):
    e = Event(paired=False)
    client.force_login(e.organizer)
    client.post(reverse("web:round_pair_draft", args=[e.t.pk]))
    assert Round.objects.get(tournament=e.t, number=1).published is False
    manage = client.get(reverse("web:manage", args=[e.t.pk])).content.decode()
    assert "is a draft" in manage and "Publish the pairings" in manage
    table_one = e.pia_match()
    for who in (e.player, e.stranger, None):
        client.logout()
        if who is not None:
            client.force_login(who)
        page = client.get(reverse("web:event", args=[e.t.pk])).content.decode()
        assert table_one.player_b.name not in page or table_one.player_a.name not in page
        assert client.get(reverse("web:round", args=[e.t.pk, "swiss", 1])).status_code == 404
        csv = client.get(reverse("web:pairings_csv", args=[e.t.pk])).content.decode()
        assert table_one.key not in csv
    client.force_login(e.judge)
    assert client.get(reverse("web:round", args=[e.t.pk, "swiss", 1])).status_code == 200
    client.force_login(e.organizer)
    client.post(reverse("web:round_publish", args=[e.t.pk]))
    assert Round.objects.get(tournament=e.t, number=1).published is True
    client.force_login(e.stranger)
    assert client.get(reverse("web:round", args=[e.t.pk, "swiss", 1])).status_code == 200
    assert table_one.key in client.get(reverse("web:pairings_csv", args=[e.t.pk])).content.decode()


def test_publishing_twice_is_refused_with_the_rule_and_changes_nothing(client, db):
    e = Event()
    client.force_login(e.organizer)
    before = everything()
    response = client.post(reverse("web:round_publish", args=[e.t.pk]))
    assert response.status_code == 400 and "T-SWISS-6" in response.content.decode()
    assert everything() == before
