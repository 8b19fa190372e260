"""The live tracker over the API (issue 12): its state for the caller, entries and replies."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from tournaments.api.serializers.inputs import (
    StrictCharField,
    StrictIntegerField,
    StrictSerializer,
)

CARD_ID: dict[str, Any] = {"max_length": 100}
EXPECTED_VERSION: dict[str, Any] = {
    "min_value": 0,
    "max_value": 2**31,
    "help_text": "The log version you last saw (409 with the current one if it moved on).",
}


# --- inputs ----------------------------------------------------------------------------------


class TrackerEntryInput(StrictSerializer):
    """One entry: an offered option by its index (with the cards picked and side choices),
    or a whole log event; never both."""

    expected_version = StrictIntegerField(**EXPECTED_VERSION)
    option = StrictIntegerField(
        min_value=0,
        max_value=10_000,
        required=False,
        help_text="The index of an option of the decision (GET .../tracker/).",
    )
    cards = serializers.ListField(
        child=StrictCharField(**CARD_ID),
        max_length=100,
        required=False,
        help_text="The cards picked for the option (its pick_from, pick_min..pick_max).",
    )
    extra = serializers.DictField(
        child=StrictCharField(**CARD_ID),
        required=False,
        help_text="Side choices by card: stealth targets, duplicates saving claim victims, "
        "setup attachment hosts (the option's extra).",
    )
    event = serializers.DictField(
        required=False,
        help_text="A log event written out in full (docs/match-log.md), e.g. an ability; "
        "its seq is assigned by the server.",
    )

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if ("option" in attrs) == ("event" in attrs):
            raise serializers.ValidationError({"option": ["give an option or an event"]})
        if "event" in attrs and ("cards" in attrs or "extra" in attrs):
            raise serializers.ValidationError({"cards": ["cards and extra go with an option"]})
        return attrs


class TrackerVersionInput(StrictSerializer):
    """A command on the log as the caller last saw it (undo)."""

    expected_version = StrictIntegerField(**EXPECTED_VERSION)


# --- outputs ---------------------------------------------------------------------------------


class TrackerDecisionSerializer(serializers.Serializer):  # type: ignore[type-arg]
    """``engine.game.play.decisions.decisions_json`` with who may enter each option."""

    seat = serializers.CharField(allow_null=True)
    kind = serializers.CharField()
    step = serializers.CharField(allow_null=True)
    rule = serializers.CharField(allow_null=True)
    chance = serializers.BooleanField()
    options = serializers.ListField(child=serializers.DictField())
    deciding_seat = serializers.CharField(
        allow_null=True, help_text="Whose decision it is (null: either player's)."
    )
    entered_by = serializers.ListField(
        child=serializers.CharField(allow_null=True),
        help_text="Per option, the seat whose player enters it (null: either player).",
    )
    may_enter = serializers.ListField(
        child=serializers.IntegerField(), help_text="The options the caller may enter."
    )


class TrackerResultSerializer(serializers.Serializer):  # type: ignore[type-arg]
    """The result the finished log shows, and where the players' reports stand."""

    result = serializers.CharField()
    winner = serializers.CharField()
    winner_player = serializers.CharField(allow_null=True)
    end_reason = serializers.CharField(allow_null=True)
    power = serializers.ListField(child=serializers.IntegerField())
    time_step = serializers.IntegerField(allow_null=True)
    confirmed = serializers.BooleanField()
    reported_by = serializers.ListField(child=serializers.CharField())
    mine_reported = serializers.BooleanField()
    can_confirm = serializers.BooleanField()


class TrackerSerializer(serializers.Serializer):  # type: ignore[type-arg]
    """The live log as the caller sees it."""

    log_version = serializers.IntegerField(help_text="Log events so far: the expected_version.")
    stream_version = serializers.IntegerField(
        help_text="The stream's version (verdicts move it too): poll it to see a change."
    )
    my_seat = serializers.CharField(allow_null=True)
    official = serializers.BooleanField()
    players = serializers.DictField(child=serializers.CharField(), help_text="Seat: player id.")
    over = serializers.BooleanField()
    snapshot = serializers.DictField(
        help_text="Both boards (engine.game.state.view.snapshot); for a player, the opponent's "
        "hand and plot_deck are null (hand_count stays)."
    )
    decision = TrackerDecisionSerializer(allow_null=True)
    undoable = serializers.DictField(
        allow_null=True, help_text="The caller's own last entry, if they may undo it now."
    )
    result = TrackerResultSerializer(allow_null=True, help_text="Proposed once the game ends.")
    verdict = serializers.DictField(allow_null=True)
    broken = serializers.DictField(
        allow_null=True,
        help_text="A stored log that breaks a rule: seq, rule and message of its first "
        "illegal event. The game shows up to it, read-only; entries are refused (409).",
    )
    closed = serializers.DictField(
        allow_null=True,
        help_text="Why the log takes no more entries (code tracker_closed, message, rule): "
        "the result is final [T-ROLE-2] or the event complete [T-SWISS-1]; entries are a 409.",
    )


class TrackerEntrySerializer(serializers.Serializer):  # type: ignore[type-arg]
    """What an entry recorded; a retry with the same Idempotency-Key gets the same reply."""

    seq = serializers.IntegerField(help_text="The event's number: the new log version.")
    log_version = serializers.IntegerField()
    stream_version = serializers.IntegerField()
    event = serializers.DictField()
