"""Pages of melee events ([T-MELEE-1]): a round's tables (public), the player's own table
with reporting and confirming places, and the organizer's table desk to record places.

Seating a round is the ordinary "Pair round" button of the organizer's dashboard.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from tournaments.access import is_official
from tournaments.models import MeleeTable, Registration, Tournament
from tournaments.selectors.rounds import END_REASONS
from tournaments.services import melee as svc
from tournaments.web.guards import (
    KeyedForm,
    actor,
    attempt,
    organizer_only,
    player_only,
    tournament_or_404,
)


class PlacesForm(KeyedForm):
    """One place field per seat, 1..n ([T-MELEE-1]); the engine checks the ranking (tied
    players share a place and the next one skips: 1, 2, 2, 4)."""

    end_reason = forms.ChoiceField(
        label="How the game ended",
        choices=[("", "—"), *END_REASONS],
        required=False,
    )

    def __init__(self, table: MeleeTable, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.table = table
        size = len(table.seats.all())
        choices = [(str(n), str(n)) for n in range(1, size + 1)]
        proposed = table.proposed or {}
        for seat in table.seats.all():
            pid = seat.registration.player_id
            self.fields[f"place_{pid}"] = forms.ChoiceField(
                label=f"{seat.registration.name} ({pid})",
                choices=choices,
                initial=str(proposed.get(pid, seat.seat)),
            )

    def places(self) -> dict[str, int]:
        return {
            seat.registration.player_id: int(
                self.cleaned_data[f"place_{seat.registration.player_id}"]
            )
            for seat in self.table.seats.all()
        }

    def end_reason_value(self) -> str | None:
        return self.cleaned_data.get("end_reason") or None


def _melee_or_404(tournament: Tournament) -> None:
    if tournament.settings.get("format") != "melee":
        raise Http404("not a melee event")


def tables_page(
    request: HttpRequest, tournament_id: int, number: int | None = None
) -> HttpResponse:
    """A round's tables and places (default: the current round); drafts for officials only."""
    tournament = tournament_or_404(tournament_id)
    _melee_or_404(tournament)
    tables = svc.table_list(tournament, number)
    if not is_official(request.user, tournament):
        tables = tables.filter(round__published=True)
    context = {
        "tournament": tournament,
        "tab": "tables",
        "number": number or tournament.current_round,
        "tables": tables,
        "rounds": range(1, tournament.current_round + 1),
    }
    return render(request, "tournaments/melee_tables.html", context)


@player_only
def my_table(
    request: HttpRequest, tournament: Tournament, registration: Registration
) -> HttpResponse:
    """The player's table this round: report every seat's place, or confirm the report."""
    _melee_or_404(tournament)
    table = svc.my_table(tournament, request.user)
    form = PlacesForm(table, request.POST or None) if table is not None else None
    error = None
    if request.method == "POST" and table is not None and form is not None:
        if request.POST.get("action") == "confirm":
            confirm = KeyedForm(request.POST)
            confirm.is_valid()
            done, error = attempt(
                None,
                lambda: svc.places_confirm(
                    tournament, table.key, user=request.user, idempotency_key=confirm.key()
                ),
            )
        elif form.is_valid():
            done, error = attempt(
                form,
                lambda: svc.places_report(
                    tournament,
                    table.key,
                    user=request.user,
                    places=form.places(),
                    end_reason=form.end_reason_value(),
                    idempotency_key=form.key(),
                ),
            )
        else:
            done = None
        if done is not None:
            return redirect("web:melee_my_table", tournament_id=tournament.pk)
    context = {
        "tournament": tournament,
        "registration": registration,
        "table": table,
        "form": form,
        "confirm_form": KeyedForm(),
        "error": error,
        "can_confirm": table is not None
        and table.proposed is not None
        and table.places is None
        and registration.player_id not in table.confirmed,
    }
    return render(request, "tournaments/melee_my_table.html", context)


@organizer_only
def table_desk(request: HttpRequest, tournament: Tournament) -> HttpResponse:
    """The organizer records the places of the current round's tables."""
    _melee_or_404(tournament)
    tables = list(svc.table_list(tournament))
    forms_by_key = {t.key: PlacesForm(t, prefix=t.key) for t in tables}
    posted = request.POST.get("table")
    if request.method == "POST" and posted in forms_by_key:
        table = next(t for t in tables if t.key == posted)
        form = forms_by_key[posted] = PlacesForm(table, request.POST, prefix=posted)
        if form.is_valid():
            done, _ = attempt(
                form,
                lambda: svc.places_record(
                    tournament,
                    table.key,
                    form.places(),
                    end_reason=form.end_reason_value(),
                    actor=actor(request),
                    idempotency_key=form.key(),
                ),
            )
            if done is not None:
                return redirect("web:melee_table_desk", tournament_id=tournament.pk)
    context = {"tournament": tournament, "rows": [(t, forms_by_key[t.key]) for t in tables]}
    return render(request, "tournaments/melee_table_desk.html", context)
