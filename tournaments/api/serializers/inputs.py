"""Request bodies. Every input refuses fields it does not declare: server-owned fields
(status, versions, deck legality, confirmations, roles) can never be set by a client."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from engine.tournament.commands import END_REASONS, FORMATS, TIERS
from engine.tournament.points import MeleePointsTable, PointsTable, TournamentError
from engine.tournament.structures import StructurePreset, TopCut, WinThresholdCut

GAME_RESULTS = ("a_win", "a_modified_win", "b_win", "b_modified_win")
PLAYER_ID: dict[str, Any] = {"max_length": 20}
REASON: dict[str, Any] = {"max_length": 500, "allow_blank": False}
MAX_DECK_CHARS = 200_000


class StrictCharField(serializers.CharField):
    """A string, and only a string: 5 or true are refused, not turned into "5" or "True"."""

    def to_internal_value(self, data: Any) -> str:
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class StrictIntegerField(serializers.IntegerField):
    """A JSON integer: "5", 5.0 and true are refused."""

    def to_internal_value(self, data: Any) -> int:
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("invalid")
        return super().to_internal_value(data)


class StrictChoiceField(serializers.ChoiceField):
    def to_internal_value(self, data: Any) -> Any:
        if not isinstance(data, str):
            self.fail("invalid_choice", input=str(data)[:50])
        return super().to_internal_value(data)


class StrictSerializer(serializers.Serializer):  # type: ignore[type-arg]
    """Refuses any field it does not declare, naming it."""

    def to_internal_value(self, data: Any) -> Any:
        if isinstance(data, dict):
            unknown = sorted(set(data) - set(self.fields))
            if unknown:
                raise serializers.ValidationError(
                    {name: ["this field is not accepted here"] for name in unknown[:20]}
                )
        return super().to_internal_value(data)


class EmptyInput(StrictSerializer):
    """A command without arguments: an empty body or ``{}``."""


class CutInput(StrictSerializer):
    kind = StrictChoiceField(choices=["top", "win_threshold"])
    size = StrictIntegerField(min_value=2, max_value=1024, required=False)
    min_wins = StrictIntegerField(min_value=0, max_value=20, required=False)
    bracket_size = StrictIntegerField(min_value=2, max_value=1024, required=False)

    def validate(self, attrs: dict[str, Any]) -> Any:
        try:
            if attrs["kind"] == "top":
                if "size" not in attrs:
                    raise serializers.ValidationError({"size": ["a top cut names its size"]})
                return TopCut(attrs["size"])
            if "min_wins" not in attrs or "bracket_size" not in attrs:
                raise serializers.ValidationError(
                    {"min_wins": ["a win-threshold cut names min_wins and bracket_size"]}
                )
            return WinThresholdCut(attrs["min_wins"], attrs["bracket_size"])
        except TournamentError as error:  # [T-CUT-1] powers of two
            raise serializers.ValidationError({"cut": [error.message]}) from None


class PointsInput(StrictSerializer):
    """The points table ([T-PTS-3]); 5/4/0, bye 5, unpaired loss 0 by default."""

    win = StrictIntegerField(min_value=0, max_value=100, default=5)
    modified_win = StrictIntegerField(min_value=0, max_value=100, default=4)
    loss = StrictIntegerField(min_value=0, max_value=100, default=0)
    bye = StrictIntegerField(min_value=0, max_value=100, default=5)
    unpaired_loss = StrictIntegerField(min_value=0, max_value=100, default=0)

    def validate(self, attrs: dict[str, Any]) -> Any:
        return PointsTable(**attrs)


class MeleePointsInput(StrictSerializer):
    """A melee event's points by finishing place, for tables of 3 and of 4 ([T-MELEE-1]);
    default {"3": [5, 2, 0], "4": [5, 3, 1, 0]}, bye 5, unpaired loss 0."""

    tables = serializers.DictField(
        child=serializers.ListField(
            child=StrictIntegerField(min_value=0, max_value=100), min_length=3, max_length=4
        ),
        help_text='Points by place for each table size: {"3": [...], "4": [...]}.',
    )
    bye = StrictIntegerField(min_value=0, max_value=100, default=5)
    unpaired_loss = StrictIntegerField(min_value=0, max_value=100, default=0)

    def validate(self, attrs: dict[str, Any]) -> Any:
        try:  # the engine checks the sizes and places ([T-MELEE-1])
            return MeleePointsTable.from_dict(attrs)
        except TournamentError as error:
            raise serializers.ValidationError({"tables": [str(error)]}) from None


class TournamentCreateInput(StrictSerializer):
    name = StrictCharField(max_length=200)
    seed = StrictCharField(
        max_length=100,
        required=False,
        help_text="Reproducible pairings and tie-breaks ([T-TB-3]); random when left out.",
    )
    preset = StrictChoiceField(
        choices=[p.value for p in StructurePreset], default=StructurePreset.BASIC.value
    )
    swiss_rounds = StrictIntegerField(min_value=1, max_value=20, required=False)
    cut = CutInput(required=False, allow_null=True)
    points = PointsInput(required=False)
    round_minutes = StrictIntegerField(min_value=10, max_value=240, default=55)
    restricted_list = StrictCharField(max_length=100, required=False, allow_null=True)
    tier = StrictChoiceField(choices=list(TIERS), default="relaxed")
    format = StrictChoiceField(choices=list(FORMATS), default="joust")
    melee_points = MeleePointsInput(required=False)  # melee events only [T-MELEE-1]
    date = serializers.DateField(
        required=False,
        input_formats=["iso-8601"],
        help_text="The day the event is played (YYYY-MM-DD); the public feed's tournament_date.",
    )

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        custom = attrs["preset"] == StructurePreset.CUSTOM.value
        if not custom and ("swiss_rounds" in attrs or attrs.get("cut") is not None):
            raise serializers.ValidationError(
                {"preset": ["only a custom structure names its rounds and cut [T-STRUCT-3]"]}
            )
        if custom and "swiss_rounds" not in attrs:
            raise serializers.ValidationError(
                {"swiss_rounds": ["a custom structure names its Swiss rounds [T-STRUCT-3]"]}
            )
        return attrs

    def validate_restricted_list(self, value: str | None) -> str | None:
        from tournaments.cards import restricted_lists

        if value is not None and value not in restricted_lists():
            raise serializers.ValidationError(f"unknown restricted list {value!r}")
        return value


class RegistrationInput(StrictSerializer):
    name = StrictCharField(max_length=200)
    user = StrictIntegerField(
        min_value=1,
        max_value=2**63 - 1,
        required=False,
        help_text="Organizer only: the account of the player registered.",
    )


class DeckInput(StrictSerializer):
    """A deck as the deck database's text export or JSON (a string), or a JSON object."""

    content = StrictCharField(max_length=MAX_DECK_CHARS, required=False, trim_whitespace=False)
    deck = serializers.JSONField(required=False)

    def validate(self, attrs: dict[str, Any]) -> Any:
        if ("content" in attrs) == ("deck" in attrs):
            raise serializers.ValidationError({"content": ["send either content or deck"]})
        if "deck" in attrs and not isinstance(attrs["deck"], dict):
            raise serializers.ValidationError({"deck": ["a deck is a JSON object"]})
        return attrs


class ReasonInput(StrictSerializer):
    reason = StrictCharField(**REASON)


class PairingsChangeInput(StrictSerializer):
    """The organizer's pairings for the latest Swiss round ([T-SWISS-6])."""

    pairs = serializers.ListField(
        child=serializers.ListField(
            child=StrictCharField(allow_null=True, **PLAYER_ID), min_length=2, max_length=2
        ),
        min_length=1,
        max_length=2048,
        help_text='[["p1", "p2"], ["p3", null]]: null is a bye.',
    )
    reason = StrictCharField(**REASON)
    confirmed_rematches = serializers.ListField(
        child=serializers.ListField(child=StrictCharField(**PLAYER_ID), min_length=2, max_length=2),
        max_length=2048,
        default=list,
    )
    confirmed_byes = serializers.ListField(
        child=StrictCharField(**PLAYER_ID), max_length=2048, default=list
    )

    def validate_pairs(self, value: list[list[str | None]]) -> list[list[str | None]]:
        if any(a is None for a, _ in value):
            raise serializers.ValidationError("the first player of a pair cannot be null")
        return value


class ResultInput(StrictSerializer):
    result = StrictChoiceField(choices=list(GAME_RESULTS))
    end_reason = StrictChoiceField(choices=list(END_REASONS), required=False, allow_null=True)


class CorrectionInput(ResultInput):
    reason = StrictCharField(**REASON)


class StaffInput(StrictSerializer):
    user = StrictIntegerField(min_value=1, max_value=2**63 - 1)
    role = StrictChoiceField(choices=["judge", "marshal"])


class TokenInput(StrictSerializer):
    username = StrictCharField(max_length=150)
    password = StrictCharField(max_length=4096, trim_whitespace=False)


class ReportInput(ResultInput):
    """A player's own report from the table ([T-ROLE-2]); the opponent confirms it."""

    power = serializers.ListField(
        child=StrictIntegerField(min_value=0, max_value=99),
        min_length=2,
        max_length=2,
        required=False,
        allow_null=True,
        help_text="Final power of player a and player b.",
    )
    time_step = StrictIntegerField(
        min_value=1,
        max_value=5,
        required=False,
        allow_null=True,
        help_text="The [T-END-2] step that decided a modified win.",
    )


class DisputeOpenInput(StrictSerializer):
    reason = StrictCharField(**REASON)


class RulingInput(StrictSerializer):
    decision = StrictChoiceField(
        choices=["uphold", "overturn", "game_loss", "warning", "dq_recommendation"]
    )
    reason = StrictCharField(**REASON)
    result = StrictChoiceField(choices=list(GAME_RESULTS), required=False, allow_null=True)
    player = StrictCharField(required=False, allow_null=True, **PLAYER_ID)


class LogUploadInput(StrictSerializer):
    """A whole match log (docs/match-log.schema.json): header and events."""

    log = serializers.JSONField(help_text="The match-log document (a JSON object).")

    def validate_log(self, value: Any) -> Any:
        if not isinstance(value, dict):
            raise serializers.ValidationError("a match log is a JSON object")
        return value


class LogAppendInput(StrictSerializer):
    events = serializers.ListField(child=serializers.DictField(), min_length=1, max_length=10_000)
    expected_version = StrictIntegerField(
        min_value=0,
        max_value=2**31,
        help_text="The log stream's version you last saw (409 if it moved on).",
    )
