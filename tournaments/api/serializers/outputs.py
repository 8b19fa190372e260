"""Response shapes of the read models. Nothing here is writable: writes go through the
services with the inputs of ``inputs.py``."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from tournaments.models import (
    Dispute,
    Match,
    MatchLog,
    Registration,
    Round,
    StaffRole,
    Standing,
    Tournament,
)
from tournaments.selectors.matchlogs import matchlog_headline


class PointsSerializer(serializers.Serializer):  # type: ignore[type-arg]
    win = serializers.IntegerField()
    modified_win = serializers.IntegerField()
    loss = serializers.IntegerField()
    bye = serializers.IntegerField()
    unpaired_loss = serializers.IntegerField()


class CutSerializer(serializers.Serializer):  # type: ignore[type-arg]
    kind = serializers.ChoiceField(choices=["top", "win_threshold"])
    size = serializers.IntegerField(required=False)
    min_wins = serializers.IntegerField(required=False)
    bracket_size = serializers.IntegerField(required=False)


class StructureSerializer(serializers.Serializer):  # type: ignore[type-arg]
    preset = serializers.CharField()
    swiss_rounds = serializers.IntegerField()
    cut = CutSerializer(allow_null=True)


class MeleePointsSerializer(serializers.Serializer):  # type: ignore[type-arg]
    """Points by finishing place for each table size, of a melee event ([T-MELEE-1])."""

    tables = serializers.DictField(child=serializers.ListField(child=serializers.IntegerField()))
    bye = serializers.IntegerField()
    unpaired_loss = serializers.IntegerField()


class SettingsSerializer(serializers.Serializer):  # type: ignore[type-arg]
    """The event's settings as created (the seed is shown to its officials only)."""

    preset = serializers.CharField()
    format = serializers.CharField()
    tier = serializers.CharField()
    round_minutes = serializers.IntegerField()
    restricted_list = serializers.CharField(allow_null=True)
    points = PointsSerializer()
    structure = StructureSerializer(allow_null=True, help_text="Set for a custom structure.")
    melee_points = MeleePointsSerializer(required=False, help_text="Melee events only.")


class TournamentSerializer(serializers.ModelSerializer):  # type: ignore[type-arg]
    settings = SettingsSerializer()
    structure = StructureSerializer(
        allow_null=True, help_text="Fixed when round 1 is paired ([T-STRUCT-1..3])."
    )
    champion = serializers.CharField(
        source="champion.player_id", allow_null=True, default=None, read_only=True
    )
    version = serializers.IntegerField(help_text="The event-stream version shown.")
    standings_version = serializers.IntegerField(
        help_text="The stream version the standings reflect (they follow shortly after)."
    )

    class Meta:
        model = Tournament
        fields = [
            "id",
            "name",
            "status",
            "current_stage",
            "current_round",
            "settings",
            "structure",
            "champion",
            "version",
            "standings_version",
            "created_at",
            "date",
        ]


class TournamentDetailSerializer(TournamentSerializer):
    organizer = serializers.IntegerField(source="organizer_id")
    my_roles = serializers.SerializerMethodField()
    seed = serializers.SerializerMethodField()

    class Meta(TournamentSerializer.Meta):
        fields = [*TournamentSerializer.Meta.fields, "organizer", "my_roles", "seed"]

    @extend_schema_field(serializers.ListField(child=serializers.CharField()))
    def get_my_roles(self, tournament: Tournament) -> list[str]:
        return sorted(self.context.get("roles", ()))

    @extend_schema_field(serializers.CharField(allow_null=True))
    def get_seed(self, tournament: Tournament) -> str | None:
        """Officials only: with the seed, pairings could be predicted before they are made."""
        return tournament.settings.get("seed") if self.context.get("official") else None


class RegistrationSerializer(serializers.ModelSerializer):  # type: ignore[type-arg]
    """What anyone may see of an entrant."""

    class Meta:
        model = Registration
        fields = ["player_id", "name", "status", "faction", "agenda"]


class RegistrationDetailSerializer(serializers.ModelSerializer):  # type: ignore[type-arg]
    """What the player and the officials see."""

    user = serializers.IntegerField(source="user_id", allow_null=True)
    has_deck = serializers.SerializerMethodField()

    class Meta:
        model = Registration
        fields = [
            "player_id",
            "name",
            "user",
            "status",
            "faction",
            "agenda",
            "has_deck",
            "deck_legal",
            "deck_errors",
        ]

    def get_has_deck(self, registration: Registration) -> bool:
        return registration.deck is not None


class DeckSerializer(serializers.ModelSerializer):  # type: ignore[type-arg]
    deck = serializers.JSONField(allow_null=True)
    legal = serializers.BooleanField(source="deck_legal", allow_null=True)
    errors = serializers.JSONField(source="deck_errors")  # type: ignore[assignment]

    class Meta:
        model = Registration
        fields = ["player_id", "name", "faction", "agenda", "deck", "legal", "errors"]


class DeckErrorSerializer(serializers.Serializer):  # type: ignore[type-arg]
    rule = serializers.CharField()
    message = serializers.CharField()
    cards = serializers.ListField(child=serializers.CharField())


class DeckSubmittedSerializer(serializers.Serializer):  # type: ignore[type-arg]
    player_id = serializers.CharField()
    legal = serializers.BooleanField()
    errors = DeckErrorSerializer(many=True)  # type: ignore[assignment]


class RoundSerializer(serializers.ModelSerializer):  # type: ignore[type-arg]
    class Meta:
        model = Round
        fields = ["stage", "number", "closed", "stale", "algorithm_version", "forced_rematches"]


class PlayerRefSerializer(serializers.ModelSerializer):  # type: ignore[type-arg]
    class Meta:
        model = Registration
        fields = ["player_id", "name"]


class MatchSerializer(serializers.ModelSerializer):  # type: ignore[type-arg]
    stage = serializers.CharField(source="round.stage")
    round = serializers.IntegerField(source="round.number")
    player_a = PlayerRefSerializer()
    player_b = PlayerRefSerializer(allow_null=True, help_text="null for a bye.")

    class Meta:
        model = Match
        fields = [
            "key",
            "stage",
            "round",
            "table",
            "player_a",
            "player_b",
            "result",
            "end_reason",
            "rematch",
            "explanation",
        ]


class StandingSerializer(serializers.ModelSerializer):  # type: ignore[type-arg]
    player_id = serializers.CharField(source="registration.player_id")
    name = serializers.CharField(source="registration.name")
    sos = serializers.CharField(help_text="Exact strength of schedule, n/d ([T-TB-1]).")
    esos = serializers.CharField(help_text="Exact extended SoS, n/d ([T-TB-2]).")

    class Meta:
        model = Standing
        fields = [
            "rank",
            "player_id",
            "name",
            "points",
            "sos",
            "sos_display",
            "esos",
            "esos_display",
            "wins",
            "modified_wins",
            "losses",
            "byes",
            "rounds_played",
            "status",
        ]


class StaffSerializer(serializers.ModelSerializer):  # type: ignore[type-arg]
    user = serializers.IntegerField(source="user_id")

    class Meta:
        model = StaffRole
        fields = ["user", "role"]


class RecordedEventSerializer(serializers.Serializer):  # type: ignore[type-arg]
    version = serializers.IntegerField()
    type = serializers.CharField()


class CommandResultSerializer(serializers.Serializer):  # type: ignore[type-arg]
    """What a command recorded: the events and the stream version after them."""

    version = serializers.IntegerField()
    events = RecordedEventSerializer(many=True)


class ErrorSerializer(serializers.Serializer):  # type: ignore[type-arg]
    """Every error: a stable code, a message, and where the problem is when known."""

    code = serializers.CharField(help_text="Stable, e.g. not_found, rule_violation, invalid.")
    message = serializers.CharField()
    field = serializers.CharField(required=False, help_text="The field or header at fault.")
    seq = serializers.IntegerField(required=False, help_text="The event number at fault.")
    rule = serializers.CharField(required=False, help_text="The rule id, e.g. T-OPEN-5.")
    details = serializers.JSONField(required=False, help_text="Per-field messages.")


class TokenSerializer(serializers.Serializer):  # type: ignore[type-arg]
    token = serializers.CharField()


def command_result(recorded: Any, **extra: Any) -> dict[str, Any]:
    events = [{"version": e.version, "type": e.type} for e in recorded]
    return {"version": events[-1]["version"] if events else 0, "events": events, **extra}


class DisputeSerializer(serializers.ModelSerializer):  # type: ignore[type-arg]
    match = serializers.CharField(source="match.key")
    judge = serializers.IntegerField(source="judge_id", allow_null=True)
    rulings = serializers.JSONField()

    class Meta:
        model = Dispute
        fields = ["dispute_id", "match", "reason", "status", "judge", "rulings", "opened_at"]


class MatchLogSerializer(serializers.ModelSerializer):  # type: ignore[type-arg]
    match = serializers.CharField(source="match.key")
    verdict = serializers.JSONField(allow_null=True)
    # "full" or "partial" (cards the engine does not read), "" before a verdict
    checked = serializers.SerializerMethodField()
    # the verdict in a judge's words: "valid, 12 cards not checked: 02034 ..." (one wording
    # with the pages, selectors.matchlogs.matchlog_headline)
    headline = serializers.SerializerMethodField()

    class Meta:
        model = MatchLog
        fields = [
            "match",
            "log_version",
            "stream_version",
            "status",
            "checked",
            "headline",
            "verdict",
            "verified_version",
            "engine_version",
            "card_data_version",
        ]

    def get_checked(self, row: MatchLog) -> str:
        return str((row.verdict or {}).get("checked", ""))  # "" too for an unverifiable log

    def get_headline(self, row: MatchLog) -> str:
        return matchlog_headline(row.verdict)
