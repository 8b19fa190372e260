"""Melee tables over the API ([T-MELEE-1]): what the tables show, and the places bodies."""

from __future__ import annotations

from rest_framework import serializers

from engine.tournament.commands import END_REASONS
from tournaments.api.serializers.inputs import (
    REASON,
    StrictCharField,
    StrictChoiceField,
    StrictIntegerField,
    StrictSerializer,
)
from tournaments.models import MeleeSeat, MeleeTable

MAX_SEATS = 4


class MeleeSeatSerializer(serializers.ModelSerializer):  # type: ignore[type-arg]
    player_id = serializers.CharField(source="registration.player_id")
    name = serializers.CharField(source="registration.name")
    place = serializers.IntegerField(allow_null=True, help_text="null until the places settle.")

    class Meta:
        model = MeleeSeat
        fields = ["seat", "player_id", "name", "place"]


class PublicMeleeTableSerializer(serializers.ModelSerializer):  # type: ignore[type-arg]
    """A table as anyone may see it: seats and settled places, no pending reports."""

    stage = serializers.CharField(source="round.stage")
    round = serializers.IntegerField(source="round.number")
    seats = MeleeSeatSerializer(many=True)
    status = serializers.SerializerMethodField()

    class Meta:
        model = MeleeTable
        fields = ["key", "stage", "round", "number", "seats", "status", "end_reason"]

    def get_status(self, table: MeleeTable) -> str:
        return "pending" if table.places is None else "complete"


class MeleeTableSerializer(PublicMeleeTableSerializer):
    """A table with its reports: the proposed places and who already confirmed them."""

    repeats = serializers.ListField(
        child=serializers.ListField(child=serializers.CharField()),
        help_text="Pairs seated here who met before in this stage ([T-SWISS-4]).",
    )
    places = serializers.DictField(child=serializers.IntegerField(), allow_null=True)
    proposed = serializers.DictField(child=serializers.IntegerField(), allow_null=True)
    confirmed = serializers.ListField(child=serializers.CharField())

    class Meta(PublicMeleeTableSerializer.Meta):
        fields = [
            *PublicMeleeTableSerializer.Meta.fields,
            "repeats",
            "places",
            "proposed",
            "proposed_end_reason",
            "confirmed",
        ]


class PlacesInput(StrictSerializer):
    """Every seat's finishing place, 1 = winner, no ties: a table that went to time is ranked
    by each player's distance to their victory total ([T-MELEE-1])."""

    places = serializers.DictField(
        child=StrictIntegerField(min_value=1, max_value=MAX_SEATS),
        help_text='By player id, e.g. {"p3": 1, "p7": 2, "p1": 3, "p9": 4}.',
    )
    end_reason = StrictChoiceField(choices=list(END_REASONS), required=False, allow_null=True)

    def validate_places(self, value: dict[str, int]) -> dict[str, int]:
        if not 3 <= len(value) <= MAX_SEATS or any(len(k) > 20 for k in value):
            raise serializers.ValidationError("one place for each of the 3 or 4 seats")
        return value


class PlacesCorrectInput(PlacesInput):
    reason = StrictCharField(**REASON)
