"""A player reports their own result in two taps (what happened, then send), and confirms
the opponent's report in one ([T-ROLE-2]). Disagreeing reports go to the judges."""

from __future__ import annotations

from django import forms
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from tournaments.models import Match, Registration, Tournament
from tournaments.selectors.reports import OUTCOMES, my_match, report_state, result_for
from tournaments.selectors.rounds import END_REASONS
from tournaments.services import disputes as disputes_svc
from tournaments.services import results as results_svc
from tournaments.web.guards import HtmxRequest, KeyedForm, attempt, player_only


class ReportForm(KeyedForm):
    outcome = forms.ChoiceField(
        label="Result", choices=[(k, v[0]) for k, v in OUTCOMES.items()], widget=forms.HiddenInput
    )
    end_reason = forms.ChoiceField(label="How the game ended", choices=END_REASONS)


def _match_or_404(registration: Registration, match_key: str) -> Match:
    match = my_match(registration, match_key)
    if match is None:
        raise Http404("no such game of yours")
    return match


def _panel(
    request: HtmxRequest,
    tournament: Tournament,
    registration: Registration,
    match: Match,
    error: str | None = None,
) -> HttpResponse:
    if not request.htmx and error is None:
        return redirect("web:me", tournament_id=tournament.pk)
    match.refresh_from_db()
    context = {
        "tournament": tournament,
        "report": report_state(match, registration),
        "report_error": error,
        "confirm_form": KeyedForm(),
    }
    return render(request, "tournaments/_report.html", context, status=200 if request.htmx else 400)


@player_only
def report_review(
    request: HtmxRequest, tournament: Tournament, registration: Registration, match_key: str
) -> HttpResponse:
    """Tap one: what happened. Shows what will be sent, with how the game ended."""
    match = _match_or_404(registration, match_key)
    outcome = request.GET.get("outcome", "")
    if outcome not in OUTCOMES:
        raise Http404("no such outcome")
    label, _, reason = OUTCOMES[outcome]
    form = ReportForm(initial={"outcome": outcome, "end_reason": reason})
    state = report_state(match, registration)
    context = {"tournament": tournament, "report": state, "form": form, "label": label}
    template = "tournaments/_report_review.html" if request.htmx else "tournaments/report.html"
    return render(request, template, context)


@require_POST
@player_only
def report_send(
    request: HtmxRequest, tournament: Tournament, registration: Registration, match_key: str
) -> HttpResponse:
    """Tap two: send the report; if the opponent's agrees, the result is recorded."""
    match = _match_or_404(registration, match_key)
    form = ReportForm(request.POST)
    if not form.is_valid():
        return _panel(request, tournament, registration, match, "Choose how the game ended.")
    me_is_a = match.player_a_id == registration.pk
    _, error = attempt(
        None,
        lambda: results_svc.result_report(
            tournament,
            match_key,
            user=request.user,
            result=result_for(form.cleaned_data["outcome"], me_is_a),
            end_reason=form.cleaned_data["end_reason"],
            idempotency_key=form.key(),
        ),
    )
    return _panel(request, tournament, registration, match, error)


@require_POST
@player_only
def report_confirm(
    request: HtmxRequest, tournament: Tournament, registration: Registration, match_key: str
) -> HttpResponse:
    """Confirm the opponent's report in one tap."""
    match = _match_or_404(registration, match_key)
    form = KeyedForm(request.POST)
    form.is_valid()
    _, error = attempt(
        None,
        lambda: results_svc.result_confirm(
            tournament, match_key, user=request.user, idempotency_key=form.key()
        ),
    )
    return _panel(request, tournament, registration, match, error)


@require_POST
@player_only
def review_request(
    request: HtmxRequest, tournament: Tournament, registration: Registration, match_key: str
) -> HttpResponse:
    """Ask a marshal to review the judge's ruling on my game ([T-ROLE-1])."""
    match = _match_or_404(registration, match_key)
    state = report_state(match, registration)
    if state.ruled is None:
        raise Http404("no ruling to review")
    dispute_id = state.ruled.dispute_id
    _, error = attempt(
        None,
        lambda: disputes_svc.ruling_review_request(tournament, dispute_id, user=request.user),
    )
    return _panel(request, tournament, registration, match, error)
