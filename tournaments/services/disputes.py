"""The judges' side: take a dispute from the queue, rule on it, and the marshal's review
([T-ROLE-1], [T-ROLE-3]). Every ruling is an event; result changes follow into standings."""

from __future__ import annotations

from typing import Any

from django.db.models import Q

from engine.tournament import commands
from tournaments.errors import NotFound, PermissionDenied
from tournaments.eventstore import RecordedEvent
from tournaments.models import Dispute, Tournament
from tournaments.selectors.roles import (
    Role,
    judging_role_get,
    registration_for_user,
    roles_get,
)
from tournaments.services.commands import execute

NOT_A_JUDGE = (
    "taking and ruling on a dispute needs the judge or marshal role in this event; "
    "the organizer can make themself a judge on the staff page"
)


def _judging_role(tournament: Tournament, user: Any) -> str:
    role = judging_role_get(user, tournament)
    if role is not None:
        return role
    if Role.ORGANIZER in roles_get(user, tournament):
        # The organizer sees the queue, so the dispute exists for them: say what is missing.
        raise PermissionDenied(NOT_A_JUDGE, rule="T-ROLE-1")
    raise NotFound("there is no such dispute")  # not an official here: the queue is invisible


def dispute_get(tournament: Tournament, dispute_id: str) -> Dispute:
    dispute = Dispute.objects.filter(tournament=tournament, dispute_id=dispute_id).first()
    if dispute is None:
        raise NotFound(f"there is no dispute {dispute_id}")
    return dispute


def dispute_open(
    tournament: Tournament, match_key: str, *, reason: str, actor: str | None = None
) -> list[RecordedEvent]:
    """Put a match in the queue: a player's request, or a log that contradicts the result."""
    return execute(tournament, lambda s: commands.dispute_open(s, match_key, reason), actor=actor)


def dispute_take(tournament: Tournament, dispute_id: str, *, user: Any) -> list[RecordedEvent]:
    _judging_role(tournament, user)
    return execute(
        tournament, lambda s: commands.take_dispute(s, dispute_id, str(user.pk)), actor=str(user.pk)
    )


def dispute_rule(
    tournament: Tournament,
    dispute_id: str,
    *,
    user: Any,
    decision: str,
    reason: str,
    result: str | None = None,
    player: str | None = None,
    idempotency_key: str | None = None,
) -> list[RecordedEvent]:
    """A judge's ruling, or a marshal's (final) one."""
    role = _judging_role(tournament, user)
    arguments = {
        "dispute": dispute_id,
        "decision": decision,
        "reason": reason,
        "result": result,
        "player": player,
    }
    return execute(
        tournament,
        lambda s: commands.rule_dispute(
            s,
            dispute_id,
            by=str(user.pk),
            role=role,
            decision=decision,
            reason=reason,
            result=result,
            player=player,
        ),
        actor=str(user.pk),
        idempotency_key=idempotency_key,
        request=("dispute_rule", arguments),
    )


def ruling_review_request(
    tournament: Tournament, dispute_id: str, *, user: Any
) -> list[RecordedEvent]:
    """A player of the match asks a marshal to review the judge's ruling."""
    registration = registration_for_user(user, tournament)
    # Someone else's dispute is the same 404 as none at all: a player must not learn that a
    # match they do not play is disputed (issue 24).
    mine = Dispute.objects.filter(tournament=tournament, dispute_id=dispute_id).filter(
        Q(match__player_a=registration) | Q(match__player_b=registration)
    )
    if registration is None or not mine.exists():
        raise NotFound("there is no such dispute")
    return execute(
        tournament,
        lambda s: commands.request_review(s, dispute_id, registration.player_id),
        actor=str(user.pk),
    )
