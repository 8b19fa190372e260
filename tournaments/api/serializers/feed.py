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

from engine.game.api import FACTION_NAMES
from tournaments.api.serializers.public import result_points
from tournaments.models import Registration, Tournament
from tournaments.selectors.feed import Games

GAME_COMPLETE = 100  # the Pavilion's "complete"; clients test game_status == 100
GAME_PENDING = 0
BYE_PLAYER_ID = -1  # the Pavilion's bye: a second player with an id below zero
BYE_NAME = "Bye"
# A player without an account gets an id from this range, so it never meets an account id.
UNLINKED_PLAYER_BASE = 1_000_000_000


def player_id_of(registration_id: int, user_id: int | None) -> int:
    """The feed's player id: the account's id (the same person across events, as the
    Pavilion's), else one from the unlinked range for this registration."""
    if user_id is not None:
        return int(user_id)
    return UNLINKED_PLAYER_BASE + int(registration_id)


def faction_name(code: str) -> str:
    """ "stark" -> "House Stark", as the Pavilion names factions; unknown codes as they are."""
    return FACTION_NAMES.get(code, code)


def _utc(moment: datetime.datetime | None) -> str | None:
    if moment is None:
        return None
    return moment.astimezone(datetime.UTC).replace(tzinfo=None).isoformat(timespec="seconds")


def _round_number(row: dict[str, Any], tournament: Tournament) -> int:
    """Elimination rounds carry on from the last Swiss round (the Pavilion has one count)."""
    if row["round__stage"] != "elimination":
        return int(row["round__number"])
    swiss = (tournament.structure or {}).get("swiss_rounds", 0)
    return int(swiss) + int(row["round__number"])


def _player(prefix: str, row: dict[str, Any], side: str, points: int | None) -> dict[str, Any]:
    if row[f"{side}__id"] is None:  # the Pavilion's bye: a second player below zero
        return {
            f"{prefix}_id": BYE_PLAYER_ID,
            f"{prefix}_name": BYE_NAME,
            f"{prefix}_faction": "",
            f"{prefix}_agenda": "",
            f"{prefix}_points": 0,
        }
    return {
        f"{prefix}_id": player_id_of(row[f"{side}__id"], row[f"{side}__user"]),
        f"{prefix}_name": row[f"{side}__name"],
        f"{prefix}_faction": faction_name(row[f"{side}__faction"]),
        f"{prefix}_agenda": row[f"{side}__agenda"],
        f"{prefix}_points": points or 0,
    }


def game_rows(games: Games) -> list[dict[str, Any]]:
    return [game_row(row, games.tournaments[row["tournament_id"]]) for row in games.rows]


def game_row(row: dict[str, Any], tournament: Tournament) -> dict[str, Any]:
    """One game from its column values (``selectors.feed.GAME_COLUMNS``)."""
    points = result_points(row["result"], tournament.settings)
    return {
        "game_id": row["id"],
        "tournament_id": row["tournament_id"],
        "tournament_name": tournament.name,
        "tournament_date": tournament.tournament_date.isoformat(),
        "round_number": _round_number(row, tournament),
        "table_number": row["table"] or 0,
        "game_status": GAME_PENDING if row["result"] is None else GAME_COMPLETE,
        **_player("p1", row, "player_a", points[0]),
        **_player("p2", row, "player_b", points[1]),
        # ours, beside the Pavilion's fields: the match log's verdict ("" without a log)
        "log_status": row["log__status"] or "",
        "log_checked": row["log__verdict__checked"] or "",
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
            "player_id": player_id_of(registration.pk, registration.user_id),
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
