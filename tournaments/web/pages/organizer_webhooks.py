"""The organizer's webhooks page: register a URL for kinds of news, see the latest
deliveries and their attempts, remove a hook. The same service as the API."""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from tournaments.models import Tournament
from tournaments.services import webhooks as svc
from tournaments.web.guards import attempt, organizer_only

KIND_LABELS = (
    ("round_published", "Round published"),
    ("result_recorded", "Result recorded"),
    ("standings_changed", "Standings changed"),
    ("event_completed", "Event completed"),
)


class WebhookForm(forms.Form):
    url = forms.CharField(label="URL (http:// or https://)", max_length=500)
    events = forms.MultipleChoiceField(
        label="Send", choices=KIND_LABELS, widget=forms.CheckboxSelectMultiple
    )


@organizer_only
def webhook_desk(request: HttpRequest, tournament: Tournament) -> HttpResponse:
    form = WebhookForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        hook, _ = attempt(
            form,
            lambda: svc.webhook_register(
                tournament,
                url=form.cleaned_data["url"],
                kinds=form.cleaned_data["events"],
                by=request.user,
            ),
        )
        if hook is not None:
            messages.success(
                request,
                f"Webhook {hook.key} added. Its signing secret (shown once): {hook.secret}",
            )
            return redirect("web:webhooks", tournament_id=tournament.pk)
    hooks = [(hook, svc.delivery_list(hook, limit=10)) for hook in svc.webhook_list(tournament)]
    context = {"tournament": tournament, "form": form, "hooks": hooks}
    return render(request, "tournaments/webhooks.html", context)


@organizer_only
def webhook_remove(request: HttpRequest, tournament: Tournament, hook: str) -> HttpResponse:
    if request.method == "POST":
        _, error = attempt(None, lambda: svc.webhook_remove(tournament, hook))
        if error:
            messages.error(request, error)
    return redirect("web:webhooks", tournament_id=tournament.pk)
