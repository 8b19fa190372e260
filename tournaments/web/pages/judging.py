"""Judges' pages: the dispute queue, taking a dispute and ruling on it ([T-ROLE-1],
[T-ROLE-3]). Officials (organizer, judges, marshals) see the queue; only judges and
marshals may take and rule, which the services enforce."""

from __future__ import annotations

from collections.abc import Callable

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from tournaments.errors import DomainError, NotFound
from tournaments.models import Dispute, Tournament
from tournaments.selectors.login_lockouts import login_lockout_list
from tournaments.services import disputes as svc
from tournaments.web.guards import HtmxRequest, KeyedForm, attempt, error_text, official_only
from tournaments.web.pages import judging_context as judging
from tournaments.web.pages import judging_viewer as viewer


def _dispute_or_404(tournament: Tournament, dispute_id: str) -> Dispute:
    try:
        return svc.dispute_get(tournament, dispute_id)
    except NotFound:
        raise Http404("no such dispute") from None


@official_only
def queue(request: HttpRequest, tournament: Tournament) -> HttpResponse:
    locked = login_lockout_list(tournament)
    context = {"tournament": tournament, "locked_logins": locked, **judging.queue(tournament)}
    return render(request, "tournaments/judging_queue.html", context)


def _render_dispute(
    request: HttpRequest,
    tournament: Tournament,
    dispute: Dispute,
    form: judging.RulingForm | None = None,
    refusal: DomainError | None = None,
) -> HttpResponse:
    actions = judging.dispute_actions(tournament, dispute, request.user)
    in_form = form is not None and actions["may_rule"]  # else the page shows it on its own
    context = {
        "tournament": tournament,
        **judging.dispute_page(dispute, viewer.event_number(request)),
        **actions,
        "form": form or judging.RulingForm(match=dispute.match),
        "take_form": KeyedForm(),
        "refused": error_text(refusal) if refusal and not in_form else None,
    }
    # A refusal keeps its own status: 403 for a role the viewer lacks, 400 for the rest.
    status = refusal.status if refusal else 400 if form is not None and form.errors else 200
    return render(request, "tournaments/judging_dispute.html", context, status=status)


def _refusal(form: judging.RulingForm | None, call: Callable[[], object]) -> DomainError | None:
    """Run a judge's command (``attempt``: a refusal goes beside ``form``); the refusal."""
    refused: list[DomainError] = []

    def run() -> object:
        try:
            return call()
        except DomainError as error:
            refused.append(error)
            raise

    attempt(form, run)
    return refused[0] if refused else None


@official_only
def dispute_detail(request: HttpRequest, tournament: Tournament, dispute_id: str) -> HttpResponse:
    return _render_dispute(request, tournament, _dispute_or_404(tournament, dispute_id))


@require_POST
@official_only
def dispute_take(request: HttpRequest, tournament: Tournament, dispute_id: str) -> HttpResponse:
    dispute = _dispute_or_404(tournament, dispute_id)
    refusal = _refusal(None, lambda: svc.dispute_take(tournament, dispute_id, user=request.user))
    if refusal is not None:
        return _render_dispute(request, tournament, dispute, refusal=refusal)
    return redirect("web:dispute", tournament_id=tournament.pk, dispute_id=dispute_id)


@require_POST
@official_only
def dispute_rule(request: HttpRequest, tournament: Tournament, dispute_id: str) -> HttpResponse:
    dispute = _dispute_or_404(tournament, dispute_id)
    form = judging.RulingForm(request.POST, match=dispute.match)
    refusal = None
    if form.is_valid():
        data = form.cleaned_data
        refusal = _refusal(
            form,
            lambda: svc.dispute_rule(
                tournament,
                dispute_id,
                user=request.user,
                decision=data["decision"],
                reason=data["reason"],
                result=data["result"] or None,
                player=data["player"] or None,
                idempotency_key=form.key(),
            ),
        )
        if refusal is None:
            return redirect("web:dispute", tournament_id=tournament.pk, dispute_id=dispute_id)
    dispute.refresh_from_db()
    return _render_dispute(request, tournament, dispute, form=form, refusal=refusal)


@official_only
def dispute_event(
    request: HtmxRequest, tournament: Tournament, dispute_id: str, seq: int
) -> HttpResponse:
    """The replay viewer at event ``seq`` (an htmx fragment); without htmx the whole
    dispute page at that event."""
    dispute = _dispute_or_404(tournament, dispute_id)
    if not request.htmx:
        url = reverse(
            "web:dispute", kwargs={"tournament_id": tournament.pk, "dispute_id": dispute_id}
        )
        return redirect(f"{url}?event={seq}#viewer")
    try:
        step = viewer.step(dispute.match, viewer.dispute_links(dispute), seq)
    except NotFound:
        raise Http404("no such event in this match log") from None
    context = {"tournament": tournament, "dispute": dispute, "step": step}
    return render(request, "tournaments/_viewer_step.html", context)
