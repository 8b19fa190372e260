"""Melee events ([T-MELEE-1]): create one, read its tables, report and confirm places.

Seating a round is the ordinary ``round_pair`` service (the engine seats tables when the
event's format is melee). Players report every seat's finishing place and the others at the
table confirm; the organizer can record or correct places. Every write goes through the one
command path of ``services.tournaments`` (fold, decide, append, project).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.db.models import Prefetch, QuerySet

from engine.tournament import commands
from engine.tournament.points import MeleePointsTable, TournamentError
from tournaments.errors import NotFound
from tournaments.eventstore import RecordedEvent
from tournaments.models import MeleeSeat, MeleeTable, Tournament
from tournaments.selectors.roles import registration_for_user
from tournaments.services.commands import execute, rule_error
from tournaments.services.tournaments import tournament_create


def melee_event_create(
    *,
    organizer: Any,
    name: str,
    melee_points: MeleePointsTable | Mapping[str, Any] | None = None,
    **options: Any,
) -> Tournament:
    """Create a melee event; ``melee_points`` as a table or its ``to_dict()`` form (the
    documented default when left out)."""
    if isinstance(melee_points, Mapping):
        try:
            melee_points = MeleePointsTable.from_dict(dict(melee_points))
        except TournamentError as error:
            raise rule_error(error) from None
    return tournament_create(
        organizer=organizer, name=name, format="melee", melee_points=melee_points, **options
    )


def _with_seats(tables: QuerySet[MeleeTable]) -> QuerySet[MeleeTable]:
    seats = MeleeSeat.objects.select_related("registration").order_by("seat")
    return tables.select_related("round").prefetch_related(Prefetch("seats", queryset=seats))


def table_list(tournament: Tournament, number: int | None = None) -> QuerySet[MeleeTable]:
    """A Swiss round's tables with their seats (default: the current round)."""
    number = tournament.current_round if number is None else number
    tables = MeleeTable.objects.filter(
        tournament=tournament, round__stage="swiss", round__number=number
    )
    return _with_seats(tables).order_by("number")


def table_get(tournament: Tournament, key: str) -> MeleeTable | None:
    return _with_seats(MeleeTable.objects.filter(tournament=tournament, key=key)).first()


def my_table(tournament: Tournament, user: Any) -> MeleeTable | None:
    """The user's table in the current round, if they are seated in it (a published one)."""
    registration = registration_for_user(user, tournament)
    if registration is None:
        return None
    return (
        table_list(tournament)
        .filter(seats__registration=registration, round__published=True)
        .first()
    )


def _seated_player(tournament: Tournament, user: Any, table_key: str) -> str:
    """The user's player id at this table; a table they do not sit at is 'not found'."""
    registration = registration_for_user(user, tournament)
    seated = (
        registration is not None
        and MeleeSeat.objects.filter(
            table__tournament=tournament, table__key=table_key, registration=registration
        ).exists()
    )
    if not seated or registration is None:
        raise NotFound(f"there is no table {table_key} of yours in this tournament", field="key")
    return registration.player_id


def places_report(
    tournament: Tournament,
    table_key: str,
    *,
    user: Any,
    places: Mapping[str, int],
    end_reason: str | None = None,
    idempotency_key: str | None = None,
) -> list[RecordedEvent]:
    """A seated player reports every seat's place ([T-MELEE-1], [T-ROLE-2])."""
    player = _seated_player(tournament, user, table_key)
    places = dict(places)
    return execute(
        tournament,
        lambda s: commands.report_places(s, table_key, player, places, end_reason),
        actor=str(user.pk),
        idempotency_key=idempotency_key,
        request=(
            "places_report",
            {"table": table_key, "player": player, "places": places, "end_reason": end_reason},
        ),
    )


def places_confirm(
    tournament: Tournament, table_key: str, *, user: Any, idempotency_key: str | None = None
) -> list[RecordedEvent]:
    """A seated player agrees with the reported places; the last one records them."""
    player = _seated_player(tournament, user, table_key)
    return execute(
        tournament,
        lambda s: commands.confirm_places(s, table_key, player),
        actor=str(user.pk),
        idempotency_key=idempotency_key,
        request=("places_confirm", {"table": table_key, "player": player}),
    )


def places_record(
    tournament: Tournament,
    table_key: str,
    places: Mapping[str, int],
    *,
    end_reason: str | None = None,
    actor: str | None = None,
    idempotency_key: str | None = None,
) -> list[RecordedEvent]:
    """The organizer records a table's places."""
    places = dict(places)
    return execute(
        tournament,
        lambda s: commands.record_places(s, table_key, places, end_reason=end_reason, by=actor),
        actor=actor,
        idempotency_key=idempotency_key,
        request=("places_record", {"table": table_key, "places": places, "end": end_reason}),
    )


def places_correct(
    tournament: Tournament,
    table_key: str,
    places: Mapping[str, int],
    *,
    reason: str,
    end_reason: str | None = None,
    actor: str | None = None,
    idempotency_key: str | None = None,
) -> list[RecordedEvent]:
    """The organizer corrects a table's places; later rounds are flagged stale ([T-OPEN-5])."""
    places = dict(places)
    return execute(
        tournament,
        lambda s: commands.correct_places(
            s, table_key, places, reason=reason, end_reason=end_reason, by=actor
        ),
        actor=actor,
        idempotency_key=idempotency_key,
        request=(
            "places_correct",
            {"table": table_key, "places": places, "reason": reason, "end": end_reason},
        ),
    )
