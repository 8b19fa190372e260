"""The organizer's results desk: enter and correct results table by table, see which
tables have not reported ([T-PTS-1], [T-OPEN-5])."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from tournaments.models import Tournament
from tournaments.selectors import rounds as queries
from tournaments.selectors.reconciliation import log_checks_for
from tournaments.services import reconciliation
from tournaments.web.guards import HtmxRequest, actor, attempt, organizer_only
from tournaments.web.pages import organizer_context as manage


@organizer_only
def results_desk(
    request: HttpRequest, tournament: Tournament, stage: str = "", number: int = 0
) -> HttpResponse:
    round_ = (
        queries.round_get(tournament, stage, number) if stage else queries.current_round(tournament)
    )
    if round_ is None:
        raise Http404("no such round")
    # An open round shows the tables still playing unless asked otherwise (issue 21); a
    # closed one shows every table, for corrections.
    show = request.GET.get("show", "all" if round_.closed else "unreported")
    page = request.GET.get("page", "1")
    context = manage.results_desk(
        tournament,
        round_,
        only_unreported=show == "unreported",
        table=request.GET.get("table", "").strip(),
        page=int(page) if page.isdigit() else 1,
    )
    context["show"] = show
    return render(request, "tournaments/results.html", context)


@require_POST
@organizer_only
def result_submit(request: HtmxRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    """Record a result, or correct one already recorded (a correction needs a reason)."""
    row = queries.match_row_get(tournament, match_key)
    if row is None or row.is_bye:
        raise Http404("no such game")
    form = manage.result_form(row, request.POST)
    if form.is_valid():
        data, who = form.cleaned_data, actor(request)
        end_reason = data["end_reason"] or None
        if row.reported:
            call = lambda: reconciliation.result_correct(  # noqa: E731
                tournament,
                match_key,
                data["result"],
                reason=data["reason"],
                end_reason=end_reason,
                by=who,
                actor=who,
                idempotency_key=form.key(),
            )
        else:
            call = lambda: reconciliation.result_record(  # noqa: E731
                tournament,
                match_key,
                data["result"],
                end_reason=end_reason,
                by=who,
                actor=who,
                idempotency_key=form.key(),
            )
        done, _ = attempt(form, call)
        if done is not None:
            if not request.htmx:
                return redirect(_desk_url(tournament, row))
            row = queries.match_row_get(tournament, match_key)
            assert row is not None
            form = manage.result_form(row)
    return _row_response(request, tournament, row, form)


def _desk_url(tournament: Tournament, row: queries.MatchRow) -> str:
    from django.urls import reverse

    round_ = row.match.round
    return reverse(
        "web:manage_round_of",
        kwargs={"tournament_id": tournament.pk, "stage": round_.stage, "number": round_.number},
    )


def _row_response(
    request: HtmxRequest, tournament: Tournament, row: queries.MatchRow, form: object
) -> HttpResponse:
    """The table's row (htmx swaps it in place) plus the unreported count, out of band."""
    round_ = row.match.round
    status = 400 if getattr(form, "errors", None) else 200
    if not request.htmx:
        context = manage.results_desk(
            tournament,
            round_,
            forms={row.key: form},  # type: ignore[dict-item]
            table=str(row.table or ""),
        )
        return render(request, "tournaments/results.html", context, status=status)
    unreported = [r for r in queries.round_rows(round_) if not r.reported]
    context = {
        "tournament": tournament,
        "round": round_,
        "row": row,
        "form": form,
        "reports": manage.players_reports(row),
        "log_check": log_checks_for([row.match]).get(row.match.pk),
        "unreported": unreported,
        "clock": queries.round_clock(tournament, round_),
        "oob": True,
    }
    # htmx swaps only 2xx responses by default: an error row comes back as 200 with the
    # error shown in the row (the form's errors), which is what the organizer needs to see.
    return render(request, "tournaments/_result_row.html", context)
