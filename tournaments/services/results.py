"""Players report their results from the table; the opponent confirms (an agreeing report)
or disagrees (the match goes to the judges). Organizers and judges can still enter or
correct any result (``result_record`` / ``result_correct`` in ``tournaments``)."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.utils import timezone

from engine.tournament import commands
from tournaments.errors import NotFound
from tournaments.eventstore import RecordedEvent
from tournaments.models import Match, Tournament
from tournaments.selectors.roles import registration_for_user
from tournaments.services import reconciliation
from tournaments.services.commands import execute


def _player_id(tournament: Tournament, user: Any, match_key: str) -> str:
    """The user's player id in this match; a match they do not play is 'not found'."""
    registration = registration_for_user(user, tournament)
    match = Match.objects.filter(tournament=tournament, key=match_key).first()
    if (
        registration is None
        or match is None
        or registration.pk not in (match.player_a_id, match.player_b_id)
    ):
        raise NotFound(f"there is no match {match_key} of yours in this tournament")
    return registration.player_id


def result_report(
    tournament: Tournament,
    match_key: str,
    *,
    user: Any,
    result: str,
    end_reason: str | None = None,
    power: Sequence[int] | None = None,
    time_step: int | None = None,
    idempotency_key: str | None = None,
) -> list[RecordedEvent]:
    """A player reports their own match ([T-ROLE-2]); a double tap records one report."""
    player = _player_id(tournament, user, match_key)
    arguments = {
        "match": match_key,
        "player": player,
        "result": result,
        "end_reason": end_reason,
        "power": power,
        "time_step": time_step,
    }
    recorded = execute(
        tournament,
        lambda s: commands.report_result(
            s, match_key, player, result, end_reason=end_reason, power=power, time_step=time_step
        ),
        actor=str(user.pk),
        idempotency_key=idempotency_key,
        request=("result_report", arguments),
    )
    # A report that contradicts the match's verified log goes to the judges (issue 22).
    return recorded + reconciliation.result_reconcile(tournament, match_key, actor="reconciliation")


def result_confirm(
    tournament: Tournament, match_key: str, *, user: Any, idempotency_key: str | None = None
) -> list[RecordedEvent]:
    """Confirm the opponent's report: report the same result."""
    player = _player_id(tournament, user, match_key)
    match = Match.objects.get(tournament=tournament, key=match_key)
    theirs = [r for p, r in match.reports.items() if p != player]
    if not theirs:
        raise NotFound(f"your opponent has not reported {match_key} yet", field="match")
    return result_report(
        tournament,
        match_key,
        user=user,
        result=theirs[0]["result"],
        end_reason=theirs[0]["end_reason"],
        power=theirs[0]["power"],
        idempotency_key=idempotency_key,
    )


def round_start(tournament: Tournament, *, actor: str | None = None) -> list[RecordedEvent]:
    """Start the open round's clock now ([T-TIME-1])."""
    started = timezone.now().isoformat()
    return execute(tournament, lambda s: commands.start_round(s, started), actor=actor)


def reports_overdue_sweep(now: Any = None) -> int:
    """Send every match whose report went unconfirmed too long to the dispute queue.

    Run by Celery beat; returns how many disputes it opened.
    """
    cutoff = (now or timezone.now()) - timedelta(minutes=settings.AGOT_REPORT_CONFIRM_MINUTES)
    overdue = (
        Match.objects.filter(result=None, first_report_at__lt=cutoff)
        .exclude(disputes__status__in=("open", "taken", "review_requested"))
        .select_related("tournament")
    )
    opened = 0
    for match in overdue:
        recorded = execute(
            match.tournament,
            functools.partial(commands.report_overdue, match_key=match.key),
            actor="sweep",
        )
        opened += sum(1 for e in recorded if e.type == "DisputeOpened")
    return opened
