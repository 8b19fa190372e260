"""Forms of the web pages. They check shapes only; the rules are the services' to enforce."""

from __future__ import annotations

from typing import Any, cast

from django import forms
from django.contrib.auth import get_user_model

from engine.tournament.structures import TopCut
from tournaments.cards import restricted_lists
from tournaments.selectors.rounds import END_REASONS, RESULT_CHOICES, MatchRow
from tournaments.web.guards import KeyedForm

PRESETS = (
    ("basic", "Basic (store championships) [T-STRUCT-1]"),
    ("advanced", "Advanced (regional championships) [T-STRUCT-2]"),
    ("custom", "Custom (premier events) [T-STRUCT-3]"),
)
TIERS = (("relaxed", "Relaxed"), ("formal", "Formal"), ("premier", "Premier"))
FORMATS = (("joust", "Joust"), ("melee", "Melee [T-MELEE-1]"))
CUT_SIZES = (("", "No cut"), *((str(n), f"Top {n}") for n in (2, 4, 8, 16, 32, 64)))


def restricted_choices() -> list[tuple[str, str]]:
    """Every restricted list the card data knows, newest first ([T-DECK-2])."""
    lists = sorted(restricted_lists().values(), key=lambda r: (r.date or "", r.code), reverse=True)
    named = [(r.code, f"{r.name}, {r.date} ({r.code})") for r in lists]
    return [("", "None: any legal deck"), *named]


class EventForm(forms.Form):
    name = forms.CharField(label="Event name", max_length=200)
    date = forms.DateField(
        label="Date played (optional)",
        required=False,
        widget=forms.DateInput(attrs={"type": "date"}),
        help_text="Shown to players and in the public feed; left out, the creation day.",
    )
    preset = forms.ChoiceField(
        label="Structure", choices=PRESETS, initial="basic", widget=forms.RadioSelect
    )
    expected_players = forms.IntegerField(
        label="Expected players (for the preview only)",
        required=False,
        min_value=2,
        max_value=2000,
        initial=16,
        help_text="Basic and advanced events fix their rounds when round 1 is paired.",
    )
    swiss_rounds = forms.IntegerField(
        label="Swiss rounds (custom only)", required=False, min_value=0, max_value=20
    )
    cut_size = forms.ChoiceField(label="Cut (custom only)", choices=CUT_SIZES, required=False)
    round_minutes = forms.IntegerField(
        label="Round length in minutes", initial=55, min_value=10, max_value=240
    )
    restricted_list = forms.ChoiceField(label="Restricted list", required=False, choices=())
    tier = forms.ChoiceField(label="Tier", choices=TIERS, initial="relaxed")
    format = forms.ChoiceField(
        label="Format",
        choices=FORMATS,
        initial="joust",
        required=False,  # left out: joust
        help_text="Melee: tables of 3 or 4, points by place (the documented default), no cut.",
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        choices = restricted_choices()
        cast(forms.ChoiceField, self.fields["restricted_list"]).choices = choices
        self.fields["restricted_list"].initial = choices[1][0] if len(choices) > 1 else ""

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if data.get("preset") == "custom" and data.get("swiss_rounds") is None:
            self.add_error("swiss_rounds", "A custom structure names its Swiss rounds.")
        return data

    def service_options(self) -> dict[str, Any]:
        """The keyword arguments of ``tournament_create`` (beyond organizer and name)."""
        data = self.cleaned_data
        options: dict[str, Any] = {
            "preset": data["preset"],
            "round_minutes": data["round_minutes"],
            "restricted_list": data.get("restricted_list") or None,
            "tier": data["tier"],
            "format": data.get("format") or "joust",
        }
        if data.get("date"):
            options["date"] = data["date"]
        if data["preset"] == "custom":
            options["swiss_rounds"] = data.get("swiss_rounds")
            options["cut_rule"] = TopCut(int(data["cut_size"])) if data.get("cut_size") else None
        return options


class PlayerAddForm(KeyedForm):
    name = forms.CharField(label="Player name", max_length=200)
    username = forms.CharField(
        label="Login (optional)",
        required=False,
        max_length=150,
        help_text="Links the player's account, so they see their table and deck.",
    )

    def clean_username(self) -> Any:
        username = self.cleaned_data.get("username", "").strip()
        if not username:
            return None
        user = get_user_model().objects.filter(username=username).first()
        if user is None:
            raise forms.ValidationError(f"There is no login named {username!r}.")
        return user


class SelfRegisterForm(KeyedForm):
    name = forms.CharField(label="Your name as shown on pairings", max_length=200)


class DeckForm(forms.Form):
    deck = forms.CharField(
        label="Deck list",
        widget=forms.Textarea(attrs={"rows": 14, "spellcheck": "false"}),
        help_text="Paste the deck database's plain-text export (or its JSON).",
    )


class ResultForm(KeyedForm):
    result = forms.ChoiceField(label="Result", choices=RESULT_CHOICES, widget=forms.RadioSelect)
    end_reason = forms.ChoiceField(
        label="How the game ended", choices=(("", "—"), *END_REASONS), required=False
    )
    reason = forms.CharField(label="Why the correction", required=False, max_length=300)

    def __init__(self, *args: Any, row: MatchRow | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if row is not None:
            cast(forms.ChoiceField, self.fields["result"]).choices = row.result_choices()


class ReasonForm(KeyedForm):
    reason = forms.CharField(label="Reason", max_length=300)


class ActionForm(KeyedForm):
    """A button: no fields beyond the idempotency key."""


class PairingsForm(forms.Form):
    """The organizer's own pairings: one row per table (player B empty for a bye)."""

    reason = forms.CharField(label="Why the pairings change", max_length=300)
    confirm = forms.BooleanField(
        label="I have checked them: allow the rematches and second byes in these pairings "
        "[T-SWISS-4, T-SWISS-5]",
        required=False,
    )

    def __init__(
        self,
        *args: Any,
        rows: list[MatchRow],
        players: list[tuple[str, str]],
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        self.row_count = len(rows)
        choices = [("", "— bye —"), *players]
        for index, row in enumerate(rows):
            b = row.player_b.player_id if row.player_b else ""
            label = f"Table {row.table}" if row.table else "Bye"
            self.fields[f"a_{index}"] = forms.ChoiceField(
                label=f"{label}: player A", choices=players, initial=row.player_a.player_id
            )
            self.fields[f"b_{index}"] = forms.ChoiceField(
                label=f"{label}: player B", choices=choices, initial=b, required=False
            )

    def table_fields(self) -> list[tuple[forms.BoundField, forms.BoundField]]:
        return [(self[f"a_{i}"], self[f"b_{i}"]) for i in range(self.row_count)]

    def pairs(self) -> list[tuple[str, str | None]]:
        data = self.cleaned_data
        return [(data[f"a_{i}"], data.get(f"b_{i}") or None) for i in range(self.row_count)]

    def confirmations(self) -> dict[str, Any]:
        """What the organizer confirmed by ticking the box ([T-SWISS-6])."""
        if not self.cleaned_data.get("confirm"):
            return {}
        pairs = self.pairs()
        return {
            "confirmed_rematches": {frozenset((a, b)) for a, b in pairs if b},
            "confirmed_byes": {a for a, b in pairs if b is None},
        }
