"""Logs that can never be verified (issue 24, item 2): an upload naming an unknown card is
refused at once with the field, and a stored log whose verification fails for a reason no
retry can fix gets one terminal "unverifiable" verdict and one dispute, never a retry loop."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from tournaments import eventstore
from tournaments.errors import DomainError
from tournaments.eventstore import NewEvent
from tournaments.models import Dispute, MatchLog
from tournaments.services import matchlogs

from .eventstore_helpers import snapshot
from .logs import golden
from .test_matchlogs import event, seat_users  # noqa: F401  (the fixture)

pytestmark = pytest.mark.django_db


def _with_unknown_card(log: dict[str, Any]) -> dict[str, Any]:
    bad = copy.deepcopy(log)
    bad["seats"][1]["deck"]["cards"]["77777"] = 1
    return bad


def test_upload_naming_an_unknown_card_is_refused_with_the_field(event):  # noqa: F811
    a, _ = seat_users(event)
    before = snapshot(), list(MatchLog.objects.values())
    with pytest.raises(DomainError) as caught:
        matchlogs.matchlog_upload(event, "r1-t1", json.dumps(_with_unknown_card(golden())), user=a)
    assert caught.value.code == "unknown_card"
    assert caught.value.field == "seats[1].deck.cards.77777"
    assert "77777" in caught.value.message
    assert (snapshot(), list(MatchLog.objects.values())) == before


def _stored_without_checks(tournament: Any, log: dict[str, Any], user: Any) -> MatchLog:
    """A log stored before uploads were checked against the card data (as older versions
    did): the events appended directly, the projection written as an upload writes it."""
    match = tournament.matches.get(key="r1-t1")
    parsed = matchlogs.log_checked(log)
    stream = matchlogs.matchlog_stream(tournament, "r1-t1")
    new = [NewEvent("LogStarted", matchlogs.log_started(log, match, parsed))]
    new += [NewEvent("LogEventAppended", e) for e in log["events"]]
    recorded = eventstore.append(stream, 0, new, actor=str(user.pk))
    return matchlogs.log_stored(
        tournament, match, len(log["events"]), recorded[-1].version, verify=False
    )


def test_a_log_that_can_never_be_verified_gets_one_terminal_verdict_and_one_dispute(
    event,  # noqa: F811
):
    a, _ = seat_users(event)
    row = _stored_without_checks(event, _with_unknown_card(golden()), a)
    first = matchlogs.matchlog_verify(row.stream_id, row.log_version)
    again = matchlogs.matchlog_verify(row.stream_id, row.log_version)  # a redelivered task
    assert first is not None and first["status"] == "unverifiable"
    assert "77777" in first["error"]
    assert again == first
    row.refresh_from_db()
    assert row.status == "unverifiable" and row.verified_version == row.log_version
    types = [e.type for e in eventstore.read(row.stream_id)]
    assert types.count("VerdictRecorded") == 1
    disputes = Dispute.objects.filter(match__key="r1-t1")
    assert disputes.count() == 1 and "cannot be verified" in disputes.get().reason
    MatchLog.objects.filter(pk=row.pk).update(updated_at=row.updated_at.replace(year=2000))
    assert matchlogs.verification_sweep() == 0  # never queued again


def _header_from_registered(world: Any) -> dict[str, Any]:
    """A log header (no events yet) on the event's card data, with each seat carrying the
    deck its player registered."""
    match = world.tournament.matches.get(key="r1-t1")
    seats = []
    for letter, player in zip("AB", (match.player_a, match.player_b), strict=True):
        deck = player.deck
        seats.append(
            {
                "seat": letter,
                "name": player.name,
                "deck": {
                    "faction": deck["faction"],
                    "agenda": deck["agenda"],
                    "plots": deck["plots"],
                    "cards": deck["draw"],
                },
            }
        )
    return {
        "format": "agot-match-log/1",
        "ruleset": "agot2-joust",
        "card_data": "throneteki",
        "restricted_list": None,
        "seats": seats,
        "events": [],
    }


def test_upload_with_a_deck_other_than_the_registered_one_is_refused_T_DECK_2(db: Any) -> None:
    from tests.tournaments.api.conftest import build_world
    from tournaments.services import tournaments as svc

    world = build_world(paired=True)
    svc.pairings_change(world.tournament, [("p1", "p2"), ("p3", "p4")], by="t", reason="t")
    player = world.users["player"]
    header = _header_from_registered(world)
    swapped = copy.deepcopy(header)
    cards = swapped["seats"][1]["deck"]["cards"]
    first = sorted(cards)[0]
    cards[first] = 1 if cards[first] > 1 else 2
    before = snapshot()
    with pytest.raises(DomainError) as caught:
        matchlogs.matchlog_upload(world.tournament, "r1-t1", swapped, user=player)
    assert caught.value.code == "deck_mismatch" and caught.value.rule == "T-DECK-2"
    assert caught.value.field == "seats[1].deck"
    assert snapshot() == before
    row = matchlogs.matchlog_upload(world.tournament, "r1-t1", header, user=player)
    assert row.status == "pending" and row.log_version == 0
