"""The match page: who played, the result, the match log beside it, uploading a log and the
replay viewer, all without the API (docs/web.md, "Match page").

* Anyone may open the page of a published round's match (pairings are public).
* The log (its verdict, how it reads beside the result, the replay viewer) is shown to the
  people ``access.matchlog_for`` allows: the same rule as the API.
* A player of the match or an official uploads a log (a file, or pasted text) while the
  match has none; the format check answers at once with the line and the field, and a
  refused upload stores nothing.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from tournaments import access
from tournaments.errors import NotFound
from tournaments.models import Match, Tournament
from tournaments.selectors import tournaments as select
from tournaments.selectors.matchlogs import matchlog_headline
from tournaments.selectors.reconciliation import log_result_check
from tournaments.selectors.rounds import match_row
from tournaments.services import matchlogs
from tournaments.web.guards import HtmxRequest, KeyedForm, attempt, tournament_or_404
from tournaments.web.pages.judging_viewer import event_number, match_links, step, viewer

MAX_UPLOAD_BYTES = 2 * 1024 * 1024


class LogUploadForm(KeyedForm):
    """A match log as a file or as pasted text: exactly one of the two."""

    log_file = forms.FileField(
        label="Match log file (JSON)",
        required=False,
        help_text="The agot-match-log/1 document your app saved (docs/match-log.md).",
    )
    log_text = forms.CharField(
        label="Or paste the match log",
        required=False,
        widget=forms.Textarea(attrs={"rows": 8, "spellcheck": "false"}),
    )

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        upload, text = data.get("log_file"), (data.get("log_text") or "").strip()
        if bool(upload) == bool(text):
            raise forms.ValidationError("Choose a file or paste the log: one of the two.")
        if upload is not None and upload.size > MAX_UPLOAD_BYTES:
            raise forms.ValidationError(
                f"The file is larger than {MAX_UPLOAD_BYTES // (1024 * 1024)} MB."
            )
        data["content"] = upload.read() if upload is not None else text
        return data


def _match_or_404(tournament: Tournament, key: str, user: Any) -> Match:
    match = select.match_page_get(tournament, key)
    if match is None or (not match.round.published and not access.is_official(user, tournament)):
        raise Http404("no such match")
    return match


def _allowed(rule: Any, user: Any, tournament: Tournament, key: str) -> bool:
    try:
        rule(user, tournament, key)
    except NotFound:
        return False
    return True


def match_page_context(
    request: HttpRequest, tournament: Tournament, match: Match, form: LogUploadForm | None
) -> dict[str, Any]:
    """The page: the match, its result, and what the viewer may see and do with its log."""
    user = request.user
    sees_log = _allowed(access.matchlog_for, user, tournament, match.key)
    # Its players and the officials: they upload, and they see whether the result is with a
    # judge (nobody else learns that a match is disputed, issue 24).
    involved = _allowed(access.match_for, user, tournament, match.key)
    log = select.matchlog_get(match) if sees_log else None
    dispute = select.dispute_open_get(match)
    return {
        "tournament": tournament,
        "match": match,
        "row": match_row(match),
        "sees_log": sees_log,
        "log": log,
        "headline": matchlog_headline(log.verdict) if log is not None else "",
        "check": log_result_check(match, log) if log is not None and involved else None,
        "dispute": dispute if involved else None,
        "official": access.is_official(user, tournament),
        "form": (form or LogUploadForm()) if involved and log is None else None,
        "viewer": viewer(match, match_links(match), event_number(request)) if log else None,
    }


def match_page(request: HttpRequest, tournament_id: int, match_key: str) -> HttpResponse:
    tournament = tournament_or_404(tournament_id)
    match = _match_or_404(tournament, match_key, request.user)
    context = match_page_context(request, tournament, match, None)
    return render(request, "tournaments/match.html", context)


@require_POST
def match_log_upload(request: HttpRequest, tournament_id: int, match_key: str) -> HttpResponse:
    """Upload a whole log: stored and queued for verification, or refused with the line and
    field, and nothing stored."""
    tournament = tournament_or_404(tournament_id)
    match = _match_or_404(tournament, match_key, request.user)
    if not _allowed(access.match_for, request.user, tournament, match_key):
        raise Http404("no such match of yours")
    form = LogUploadForm(request.POST, request.FILES)
    if form.is_valid():
        done, _ = attempt(
            form,
            lambda: matchlogs.matchlog_upload(
                tournament,
                match_key,
                form.cleaned_data["content"],
                user=request.user,
                idempotency_key=form.key(),
            ),
        )
        if done is not None:
            messages.success(request, "Match log uploaded: the engine replays it for its verdict.")
            return redirect("web:match", tournament_id=tournament.pk, match_key=match_key)
    context = match_page_context(request, tournament, match, form)
    return render(request, "tournaments/match.html", context, status=400)


def match_log_event(
    request: HtmxRequest, tournament_id: int, match_key: str, seq: int
) -> HttpResponse:
    """The viewer at event ``seq`` (an htmx fragment); without htmx the page at that event."""
    tournament = tournament_or_404(tournament_id)
    match = _match_or_404(tournament, match_key, request.user)
    if not _allowed(access.matchlog_for, request.user, tournament, match_key):
        raise Http404("no such match log")
    links = match_links(match)
    if not request.htmx:
        return redirect(links.at(seq)["href"])
    try:
        at = step(match, links, seq)
    except NotFound:
        raise Http404("no such event in this match log") from None
    return render(request, "tournaments/_viewer_step.html", {"tournament": tournament, "step": at})
