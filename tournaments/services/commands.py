"""How a tournament command runs: load the stream, let the engine decide, append, project.

Every tournament service follows this one path (``execute``): fold the tournament's events with the
engine, ask an ``engine.tournament.commands`` function for the new events (it raises with the
rule id when the command breaks one), append them at the version the state was folded from,
and update the projections in the same transaction. A concurrent command that got in first
makes the append conflict; the command is then decided again on the new state, so organizers
and players never see a spurious conflict, and no rule is checked against stale state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.db import transaction

from engine.tournament.aggregate import Event, TournamentState, apply
from engine.tournament.points import TournamentError
from tournaments import eventstore, projections
from tournaments.errors import ConflictError, DomainError
from tournaments.eventstore import NewEvent, RecordedEvent
from tournaments.models import Tournament
from tournaments.services import webhooks
from tournaments.services.standings import standings_after_append

RETRIES_ON_CONFLICT = 5
Decide = Callable[[TournamentState], list[Event]]


def rule_error(error: TournamentError) -> DomainError:
    """An engine refusal as the service's error, with its rule id."""
    return DomainError(error.message, code="rule_violation", rule=error.rule)


def execute(
    tournament: Tournament,
    decide: Decide,
    *,
    actor: str | None,
    idempotency_key: str | None = None,
    request: tuple[str, dict[str, Any]] | None = None,
) -> list[RecordedEvent]:
    """Decide and append a command; retried on a concurrent append (see module doc)."""
    stream = tournament.stream_id
    digest = eventstore.request_digest(*request) if request else None
    if (
        idempotency_key
        and digest
        and (earlier := eventstore.earlier_reply(idempotency_key, stream, digest))
    ):
        return earlier
    for _ in range(RETRIES_ON_CONFLICT):
        state = projections.tournament_state(tournament, for_update=True)
        try:
            new = decide(state)
        except TournamentError as error:
            raise rule_error(error) from None
        except ValueError as error:  # a value the engine does not know, e.g. a result name
            raise DomainError(str(error), code="invalid") from None
        if not new:  # nothing to record (e.g. the match is already with a judge)
            return []
        try:
            return _append(tournament, state, new, actor, idempotency_key, digest)
        except ConflictError:
            continue
    raise ConflictError("the tournament is busy; try again", field="tournament")


@transaction.atomic
def _append(
    tournament: Tournament,
    state: TournamentState,
    new: list[Event],
    actor: str | None,
    key: str | None,
    digest: str | None,
) -> list[RecordedEvent]:
    recorded = eventstore.append(
        tournament.stream_id,
        state.version,
        [NewEvent(t, p) for t, p in new],
        idempotency_key=key,
        actor=actor,
        request_digest=digest,
    )
    if recorded and recorded[0].version <= state.version:
        return recorded  # an idempotent replay: nothing new to project
    for event in new:
        apply(state, event)
    projections.project(tournament, state, recorded)
    # Webhook deliveries are written with the events and sent only after the commit.
    deliveries = webhooks.deliveries_record(tournament, webhooks.notices_of(state, recorded))
    stream, last_hash = tournament.stream_id, recorded[-1].hash
    transaction.on_commit(lambda: projections.remember_state(stream, state, last_hash))
    standings_after_append(tournament, state, recorded)
    if deliveries:
        transaction.on_commit(lambda: webhooks.deliveries_send_later(deliveries))
    return recorded
