"""Standings refresh, coalesced (issue 25): one recomputation per burst of ranking changes.

A command whose events cannot move a ranking (a deck, a registration before round 1, a
report awaiting confirmation...) costs nothing here: its transaction moves
``standings_version`` with the events when the standings were current. A command whose events
can move one asks for a refresh after its commit; the request is a marker in the cache, so
while a refresh is queued a newer request adds nothing: the queued one reads the stream when
it starts, and so covers every change committed before that. The refresh clears the marker
*before* it reads, so a change committed while it computes queues exactly one more.

The cache (Redis) only saves work: if it is unreachable every request queues a refresh, and
if a refresh is lost with the broker, ``standings_sweep`` queues it again from PostgreSQL.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from django.core.cache import cache
from django.db import connection, transaction

from engine.tournament.aggregate import TournamentState
from tournaments import projections
from tournaments.eventstore import RecordedEvent
from tournaments.models import Tournament, Webhook
from tournaments.queue import STANDINGS_REFRESH, enqueue
from tournaments.resilience import cache_call
from tournaments.services import webhooks
from tournaments.standings import events_rank, standings_rows, standings_write

# How long a request marker lives if its refresh never starts (a lost task); the sweep
# queues lagging standings every minute whatever the marker says.
MARKER_SECONDS = 300


def _marker(tournament_id: int) -> str:
    # The database name keeps test databases and benchmarks sharing one Redis apart.
    return f"standings-refresh-queued:{connection.settings_dict['NAME']}:{tournament_id}"


def standings_after_append(
    tournament: Tournament, state: TournamentState, recorded: Sequence[RecordedEvent]
) -> None:
    """Call in the transaction that appended ``recorded`` (folded into ``state``)."""
    # Nothing that ranks changed: standings that were current stay current, with no work.
    if not events_rank(state, recorded) and Tournament.objects.filter(
        pk=tournament.pk, standings_version=recorded[0].version - 1
    ).update(standings_version=state.version):
        return
    # Something ranks, or the standings lag (their refresh is queued, or was lost).
    tournament_id = tournament.pk
    transaction.on_commit(lambda: standings_refresh_request(tournament_id))


# Tournaments whose refresh requests wait for the end of a ``standings_refresh_deferred``
# block in this thread (None outside one).
_deferred = threading.local()


@contextmanager
def standings_refresh_deferred() -> Iterator[None]:
    """A burst of commands run by one thread (a simulated round, a bulk import): their
    refresh requests wait for the end of the block, then one is made per tournament. Without
    a worker (tasks in-process) this is what makes a burst cost one recomputation."""
    if getattr(_deferred, "ids", None) is not None:
        yield  # an outer block makes the requests
        return
    _deferred.ids = set()
    try:
        yield
    finally:
        ids, _deferred.ids = _deferred.ids, None
        for tournament_id in sorted(ids):
            standings_refresh_request(tournament_id)


def standings_refresh_request(tournament_id: int) -> bool:
    """Queue a refresh unless one is queued already; returns whether this call queued it."""
    if (waiting := getattr(_deferred, "ids", None)) is not None:
        waiting.add(tournament_id)
        return False
    key = _marker(tournament_id)
    if not cache_call(lambda: cache.add(key, 1, MARKER_SECONDS), True, "standings marker"):
        return False  # the queued refresh has not started: it will see this change
    if enqueue(STANDINGS_REFRESH, tournament_id):
        return True
    cache_call(lambda: cache.delete(key), None, "standings marker")
    return False


def standings_refresh(tournament_id: int) -> int:
    """Recompute a tournament's standings from its events; returns the version they reflect.

    The recomputation runs outside any lock; only the write holds the tournament row, so
    commands wait for the changed rows only. Standings are never replaced by older ones: a
    refresh that computed from a version already stored writes nothing.
    """
    cache_call(lambda: cache.delete(_marker(tournament_id)), None, "standings marker")
    state = projections.tournament_state(tournament_id)
    rows = standings_rows(state)
    with transaction.atomic():
        tournament = Tournament.objects.select_for_update().get(pk=tournament_id)
        if state.version <= tournament.standings_version:
            return tournament.standings_version
        if standings_write(tournament, state.version, rows) and webhooks.hooks_watch(
            tournament, Webhook.Kind.STANDINGS_CHANGED
        ):
            notice = webhooks.standings_notice(tournament, state.version)
            deliveries = webhooks.deliveries_record(tournament, [notice])
            transaction.on_commit(lambda: webhooks.deliveries_send_later(deliveries))
        return state.version
