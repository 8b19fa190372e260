"""Shapes of the public read API. Games follow The Jousting Pavilion's v3 games feed
(research 2.2): ``p1_*``/``p2_*`` per player, a bye as a missing second player (null)."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from tournaments.api.serializers.outputs import RegistrationSerializer, StandingSerializer
from tournaments.models import Match, Registration, Tournament

# Points a result gives (player a, player b), as names in the event's points table ([T-PTS-1]).
_OUTCOMES = {
    "a_win": ("win", "loss"),
    "a_modified_win": ("modified_win", "loss"),
    "b_win": ("loss", "win"),
    "b_modified_win": ("loss", "modified_win"),
    "bye": ("bye", None),
}
_PLAYER_FIELDS = ("id", "name", "faction", "agenda", "points")


class GameSerializer(serializers.Serializer):  # type: ignore[type-arg]
    """One game, bye or pending pairing. ``pX_points`` are the tournament points the game
    gave (null while pending)."""

    game_id = serializers.IntegerField(source="id")
    match_key = serializers.CharField(source="key")
    tournament_id = serializers.IntegerField()
    tournament_name = serializers.CharField(source="tournament.name")
    tournament_date = serializers.DateField()
    stage = serializers.CharField(source="round.stage")
    round_number = serializers.IntegerField(source="round.number")
    table_number = serializers.IntegerField(source="table", allow_null=True)
    game_status = serializers.SerializerMethodField()
    result = serializers.CharField(allow_null=True)
    end_reason = serializers.CharField(allow_null=True)
    p1_id = serializers.CharField()
    p1_name = serializers.CharField()
    p1_faction = serializers.CharField()
    p1_agenda = serializers.CharField()
    p1_points = serializers.IntegerField(allow_null=True)
    p2_id = serializers.CharField(allow_null=True, help_text="null for a bye.")
    p2_name = serializers.CharField(allow_null=True)
    p2_faction = serializers.CharField(allow_null=True)
    p2_agenda = serializers.CharField(allow_null=True)
    p2_points = serializers.IntegerField(allow_null=True)

    @extend_schema_field(serializers.ChoiceField(choices=["pending", "complete"]))
    def get_game_status(self, match: Match) -> str:
        return "pending" if match.result is None else "complete"

    def to_representation(self, match: Match) -> dict[str, Any]:
        body = {
            "game_id": match.id,
            "match_key": match.key,
            "tournament_id": match.tournament_id,
            "tournament_name": match.tournament.name,
            "tournament_date": match.tournament.tournament_date.isoformat(),
            "stage": match.round.stage,
            "round_number": match.round.number,
            "table_number": match.table,
            "game_status": self.get_game_status(match),
            "result": match.result,
            "end_reason": match.end_reason,
        }
        points = game_points(match)
        body.update(_player("p1", match.player_a, points[0]))
        body.update(_player("p2", match.player_b, points[1]))
        return body


def game_points(match: Match) -> tuple[int | None, int | None]:
    return result_points(match.result, match.tournament.settings)


def result_points(result: str | None, settings: dict[str, Any]) -> tuple[int | None, int | None]:
    """The tournament points a result gives each side under the event's points table."""
    outcomes = _OUTCOMES.get(result or "")
    if outcomes is None:
        return None, None
    table = settings.get("melee_points") or settings.get("points", {})  # melee: only byes here
    return tuple(None if o is None else table.get(o) for o in outcomes)  # type: ignore[return-value]


def _player(prefix: str, registration: Registration | None, points: int | None) -> dict[str, Any]:
    if registration is None:
        return {f"{prefix}_{name}": None for name in _PLAYER_FIELDS}
    return {
        f"{prefix}_id": registration.player_id,
        f"{prefix}_name": registration.name,
        f"{prefix}_faction": registration.faction,
        f"{prefix}_agenda": registration.agenda,
        f"{prefix}_points": points,
    }


class PublicTournamentSerializer(serializers.ModelSerializer):  # type: ignore[type-arg]
    tournament_date = serializers.SerializerMethodField()
    entrants = serializers.IntegerField(help_text="Registered players.")
    champion = serializers.CharField(
        source="champion.player_id", allow_null=True, default=None, read_only=True
    )

    class Meta:
        model = Tournament
        fields = [
            "id",
            "name",
            "tournament_date",
            "status",
            "current_stage",
            "current_round",
            "entrants",
            "champion",
        ]

    @extend_schema_field(serializers.DateField())
    def get_tournament_date(self, tournament: Tournament) -> str:
        return tournament.tournament_date.isoformat()


class PublicTournamentDetailSerializer(PublicTournamentSerializer):
    entrants = serializers.SerializerMethodField()  # type: ignore[assignment]

    @extend_schema_field(RegistrationSerializer(many=True))
    def get_entrants(self, tournament: Tournament) -> Any:
        return RegistrationSerializer(self.context["entrants"], many=True).data


class PublicStandingSerializer(StandingSerializer):
    """The same rows as the logged-in standings."""
