"""Standings: recomputed from the tournament's events after each command (the
``standings_refresh`` task), never replaced with older ones."""

from __future__ import annotations

from django.db import transaction

from tournaments import projections
from tournaments.models import Tournament, Webhook
from tournaments.services import webhooks


def standings_refresh(tournament_id: int) -> int:
    """Recompute a tournament's standings from its events; returns the version they reflect.

    Runs one at a time per tournament (the row lock), and never replaces standings with older
    ones: a refresh that computed from an older version than what is stored does nothing.
    A ``standings_changed`` webhook goes out when the rows it wrote differ.
    """
    with transaction.atomic():
        tournament = Tournament.objects.select_for_update().get(pk=tournament_id)
        state = projections.tournament_state(tournament)
        if state.version <= tournament.standings_version:
            return tournament.standings_version
        watched = webhooks.hooks_watch(tournament, Webhook.Kind.STANDINGS_CHANGED)
        before = webhooks.standings_digest(tournament) if watched else ""
        projections.standings_project(tournament, state)
        if watched and webhooks.standings_digest(tournament) != before:
            notice = webhooks.standings_notice(tournament, state.version)
            deliveries = webhooks.deliveries_record(tournament, [notice])
            transaction.on_commit(lambda: webhooks.deliveries_send_later(deliveries))
        return state.version
