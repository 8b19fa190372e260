"""Forms of the organizer's settings, registration and staff pages (shapes only: the rules
are the services' and the engine's)."""

from __future__ import annotations

from typing import Any, cast

from django import forms

from engine.tournament.structures import TopCut
from tournaments.models import Tournament
from tournaments.web.forms import CUT_SIZES, PRESETS, TIERS, restricted_choices
from tournaments.web.guards import KeyedForm

MAX_CSV_BYTES = 2 * 1024 * 1024


class EventSettingsForm(forms.Form):
    """The settings an organizer may change after creation (docs/decisions/event-settings.md)."""

    name = forms.CharField(label="Event name", max_length=200)
    date = forms.DateField(
        label="Date played", required=False, widget=forms.DateInput(attrs={"type": "date"})
    )
    venue = forms.CharField(label="Venue", max_length=200, required=False)
    description = forms.CharField(
        label="Description",
        required=False,
        max_length=4000,
        widget=forms.Textarea(attrs={"rows": 4}),
    )
    round_minutes = forms.IntegerField(label="Round length in minutes", min_value=10, max_value=240)
    preset = forms.ChoiceField(label="Structure", choices=PRESETS, widget=forms.RadioSelect)
    swiss_rounds = forms.IntegerField(
        label="Swiss rounds (custom only)", required=False, min_value=0, max_value=20
    )
    cut_size = forms.ChoiceField(label="Cut (custom only)", choices=CUT_SIZES, required=False)
    tier = forms.ChoiceField(label="Tier", choices=TIERS)
    restricted_list = forms.ChoiceField(label="Restricted list", required=False, choices=())

    def __init__(self, *args: Any, tournament: Tournament, locked: set[str], **kwargs: Any) -> None:
        super().__init__(*args, **{**kwargs, "initial": _initial(tournament)})
        restricted = cast(forms.ChoiceField, self.fields["restricted_list"])
        restricted.choices = restricted_choices()
        for name in locked:
            self.fields[name].disabled = True  # a disabled field keeps its initial value

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if data.get("preset") == "custom" and data.get("swiss_rounds") is None:
            self.add_error("swiss_rounds", "A custom structure names its Swiss rounds.")
        return data

    def service_options(self) -> dict[str, Any]:
        data = self.cleaned_data
        options: dict[str, Any] = {
            key: data[key] for key in ("name", "venue", "description", "round_minutes", "tier")
        }
        options |= {
            "date": data.get("date"),
            "restricted_list": data.get("restricted_list") or None,
        }
        options["preset"] = data["preset"]
        if data["preset"] == "custom":
            options["swiss_rounds"] = data.get("swiss_rounds")
            options["cut_rule"] = TopCut(int(data["cut_size"])) if data.get("cut_size") else None
        return options


def _initial(tournament: Tournament) -> dict[str, Any]:
    announced = tournament.settings
    structure = announced.get("structure") or {}
    cut = structure.get("cut") or {}
    return {
        **{k: announced.get(k, "") for k in ("name", "venue", "description", "round_minutes")},
        "date": announced.get("date"),
        "preset": announced.get("preset", "basic"),
        "swiss_rounds": structure.get("swiss_rounds"),
        "cut_size": str(cut.get("size", "")) if cut.get("kind") != "win_threshold" else "",
        "tier": announced.get("tier", "relaxed"),
        "restricted_list": announced.get("restricted_list") or "",
    }


class DeleteForm(forms.Form):
    reason = forms.CharField(label="Why (kept with the record)", max_length=300, required=False)


class PlayersCsvForm(KeyedForm):
    csv_text = forms.CharField(
        label="Players as CSV",
        required=False,
        widget=forms.Textarea(attrs={"rows": 8, "spellcheck": "false"}),
        help_text="First line: the columns, e.g. name,login,email,deck. Only name is needed; "
        "a deck is the deck database's text export in one quoted cell.",
    )
    csv_file = forms.FileField(label="Or upload a .csv file", required=False)

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        upload = data.get("csv_file")
        if upload is not None:
            if upload.size > MAX_CSV_BYTES:
                raise forms.ValidationError("The file is over 2 MB; split it in two.")
            try:
                data["csv_text"] = upload.read().decode("utf-8-sig")
            except UnicodeDecodeError:
                raise forms.ValidationError(
                    "The file is not UTF-8 text; save it as CSV UTF-8."
                ) from None
        if not (data.get("csv_text") or "").strip():
            raise forms.ValidationError("Paste the players or choose a file.")
        return data


class StaffForm(forms.Form):
    username = forms.CharField(label="Login", max_length=150)
    role = forms.ChoiceField(
        label="Role", choices=(("judge", "Judge"), ("marshal", "Marshal")), initial="judge"
    )
