"""Shapes of the v3 public feed: The Jousting Pavilion's own encodings (research 2.2 and the
public clients written against it), so a client of theirs works against ours unchanged.

Rows are built by plain functions (a page is 50 rows, built without per-field serializer
overhead); the serializer classes below only describe them in the OpenAPI schema. Every
encoding and why is in docs/api.md ("API v3").
"""

from __future__ import annotations

import datetime
from typing import Any

from rest_framework import serializers

from engine.game.decks.model import FACTION_NAMES
from tournaments.api.serializers.public import game_points
from tournaments.models import Match, Registration, Tournament

GAME_COMPLETE = 100  # the Pavilion's "complete"; clients test game_status == 100
GAME_PENDING = 0
BYE_PLAYER_ID = -1  # the Pavilion's bye: a second player with an id below zero
BYE_NAME = "Bye"
# A player without an account gets an id from this range, so it never meets an account id.
UNLINKED_PLAYER_BASE = 1_000_000_000
_PLAYER_FIELDS = ("id", "name", "faction", "agenda", "points")


def player_id_of(registration: Registration) -> int:
    """The feed's player id: the account's id (the same person across events, as the
    Pavilion's), else one from the unlinked range for this registration."""
    if registration.user_id is not None:
        return int(registration.user_id)
    return UNLINKED_PLAYER_BASE + int(registration.pk)


def faction_name(code: str) -> str:
    """ "stark" -> "House Stark", as the Pavilion names factions; unknown codes as they are."""
    return FACTION_NAMES.get(code, code)


def _utc(moment: datetime.datetime | None) -> str | None:
    if moment is None:
        return None
    return moment.astimezone(datetime.UTC).replace(tzinfo=None).isoformat(timespec="seconds")


def _round_number(match: Match) -> int:
    """Elimination rounds carry on from the last Swiss round (the Pavilion has one count)."""
    if match.round.stage != "elimination":
        return int(match.round.number)
    swiss = (match.tournament.structure or {}).get("swiss_rounds", 0)
    return int(swiss) + int(match.round.number)


def _player(prefix: str, registration: Registration, points: int | None) -> dict[str, Any]:
    return {
        f"{prefix}_id": player_id_of(registration),
        f"{prefix}_name": registration.name,
        f"{prefix}_faction": faction_name(registration.faction),
        f"{prefix}_agenda": registration.agenda,
        f"{prefix}_points": points or 0,
    }


def _bye(prefix: str) -> dict[str, Any]:
    return {
        f"{prefix}_id": BYE_PLAYER_ID,
        f"{prefix}_name": BYE_NAME,
        f"{prefix}_faction": "",
        f"{prefix}_agenda": "",
        f"{prefix}_points": 0,
    }


def game_row(match: Match) -> dict[str, Any]:
    tournament = match.tournament
    points = game_points(match)
    second = match.player_b
    return {
        "game_id": match.pk,
        "tournament_id": match.tournament_id,
        "tournament_name": tournament.name,
        "tournament_date": tournament.tournament_date.isoformat(),
        "round_number": _round_number(match),
        "table_number": match.table or 0,
        "game_status": GAME_PENDING if match.result is None else GAME_COMPLETE,
        **_player("p1", match.player_a, points[0]),
        **(_bye("p2") if second is None else _player("p2", second, points[1])),
    }


def tournament_row(tournament: Tournament) -> dict[str, Any]:
    day = tournament.date
    start = (
        datetime.datetime.combine(day, datetime.time.min, tzinfo=datetime.UTC)
        if day
        else tournament.created_at
    )
    return {
        "tournament_id": tournament.pk,
        "tournament_name": tournament.name,
        "tournament_date": tournament.tournament_date.isoformat(),
        "player_count": tournament.player_count,  # type: ignore[attr-defined]
        "start_time": _utc(start),
        "end_time": _utc(tournament.completed_at),
        "country": None,
        "region": None,
    }


def entrant_rows(
    tournament: Tournament, entrants: list[tuple[Registration, int | None]]
) -> list[dict[str, Any]]:
    """Entrants by standing; ``topx`` is the final place once the event is completed (the
    champion first), null before, so a client can tell final standings from running ones."""
    final = tournament.status == Tournament.Status.COMPLETED
    if final and tournament.champion_id is not None:
        entrants = sorted(entrants, key=lambda e: e[0].pk != tournament.champion_id)
    return [
        {
            "player_id": player_id_of(registration),
            "player_name": registration.name,
            "faction": faction_name(registration.faction),
            "agenda": registration.agenda,
            "topx": place if final else None,
        }
        for place, (registration, _rank) in enumerate(entrants, start=1)
    ]


# --- OpenAPI descriptions of the rows above. ------------------------------------------------


class GameV3Serializer(serializers.Serializer):  # type: ignore[type-arg]
    game_id = serializers.IntegerField()
    tournament_id = serializers.IntegerField()
    tournament_name = serializers.CharField()
    tournament_date = serializers.DateField(help_text="The event's date, else its creation day.")
    round_number = serializers.IntegerField(help_text="Elimination rounds follow the Swiss ones.")
    table_number = serializers.IntegerField(help_text="0 for a bye.")
    game_status = serializers.ChoiceField(
        choices=[GAME_PENDING, GAME_COMPLETE], help_text="100: complete; 0: not yet."
    )
    p1_id = serializers.IntegerField()
    p1_name = serializers.CharField()
    p1_faction = serializers.CharField(allow_blank=True)
    p1_agenda = serializers.CharField(allow_blank=True)
    p1_points = serializers.IntegerField(help_text="Tournament points the game gave; 0 pending.")
    p2_id = serializers.IntegerField(help_text="Below zero (-1) for a bye.")
    p2_name = serializers.CharField()
    p2_faction = serializers.CharField(allow_blank=True)
    p2_agenda = serializers.CharField(allow_blank=True)
    p2_points = serializers.IntegerField()


class TournamentV3Serializer(serializers.Serializer):  # type: ignore[type-arg]
    tournament_id = serializers.IntegerField()
    tournament_name = serializers.CharField()
    tournament_date = serializers.DateField()
    player_count = serializers.IntegerField()
    start_time = serializers.CharField(help_text="UTC, YYYY-MM-DDTHH:MM:SS.")
    end_time = serializers.CharField(allow_null=True, help_text="UTC; null until completed.")
    country = serializers.CharField(allow_null=True, help_text="Always null (not recorded).")
    region = serializers.CharField(allow_null=True, help_text="Always null (not recorded).")


class EntrantV3Serializer(serializers.Serializer):  # type: ignore[type-arg]
    player_id = serializers.IntegerField()
    player_name = serializers.CharField()
    faction = serializers.CharField(allow_blank=True)
    agenda = serializers.CharField(allow_blank=True)
    topx = serializers.IntegerField(allow_null=True, help_text="Final place; null until done.")
