"""The standings projection: which events can move a ranking, and the rows written for one.

Standings are the one read model whose cost grows with the event, so they are kept apart
from the per-event projections (issue 25): a command only says whether its events can change
a ranking (``events_rank``); a refresh recomputes from the folded state and writes only the
rows that differ from the stored ones (``standings_project``).

Standings rank Swiss results ([T-TB-1..3], [T-OPEN-4]); before the first Swiss round is
paired there is nothing to rank, so there are no rows (docs/decisions/standings-refresh.md).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from decimal import Decimal
from typing import Any

import orjson
from django.db import connection
from django.utils import timezone

from engine.tournament.aggregate import TournamentState
from engine.tournament.points import Stage, fraction_to_dict
from engine.tournament.standings import StandingRow
from tournaments.eventstore import RecordedEvent
from tournaments.models import Registration, Standing, Tournament

# Events that change no input of the standings (results, pairings and byes, players and
# their status): the fold of any of them leaves ``state.standings()`` as it was
# (tests/tournaments/test_standings_refresh.py checks each against the engine).
NEVER_RANKS = frozenset(
    {
        "TournamentCreated",
        "DeckSubmitted",
        "RoundStarted",
        "RoundPublished",
        "RoundClosed",
        "ResultReported",
        "DisputeOpened",
        "DisputeTaken",
        "RulingMade",
        "RulingReviewRequested",
        "DisputeSettled",
        "StaffAssigned",
        "MeleeResultReported",
        "MeleeResultConfirmed",
        "CutMade",
        "TournamentCompleted",
    }
)
PAIRINGS = frozenset({"RoundPaired", "RoundRepaired", "PairingChanged"})
RESULTS = frozenset({"ResultRecorded", "ResultCorrected"})

# What a standings row stores, in the order of ``_stored_values``.
FIELDS = (
    "rank",
    "points",
    "sos",
    "sos_display",
    "esos",
    "esos_display",
    "wins",
    "modified_wins",
    "losses",
    "byes",
    "rounds_played",
    "status",
)
# What the webhooks' 'standings changed' notice is about (as ``standings_digest`` was).
NOTICED = ("rank", "points", "sos", "esos", "status")


def has_standings(state: TournamentState) -> bool:
    """Whether there is anything to rank: a Swiss round has been paired."""
    return bool(state.players) and any(r.stage is Stage.SWISS for r in state.rounds.values())


def standings_rows(state: TournamentState) -> tuple[StandingRow, ...]:
    """The rows the stored standings must hold for ``state`` (none before round 1)."""
    return state.standings().rows if has_standings(state) else ()


def events_rank(state: TournamentState, events: Iterable[RecordedEvent]) -> bool:
    """Whether ``events`` (already folded into ``state``) can change the standings."""
    if not has_standings(state):
        return False
    return any(_event_ranks(state, event) for event in events)


def _event_ranks(state: TournamentState, event: RecordedEvent) -> bool:
    if event.type in NEVER_RANKS:
        return False
    if event.type in PAIRINGS:
        return bool(event.payload["stage"] == Stage.SWISS.value)
    if event.type in RESULTS:  # an elimination game is no Swiss record ([T-OPEN-4])
        return state.match(event.payload["match"]).stage is Stage.SWISS
    return True  # registrations after round 1, drops, melee places, and any new event type


def _values(row: StandingRow) -> tuple[Any, ...]:
    sos, esos = fraction_to_dict(row.sos), fraction_to_dict(row.esos)
    return (
        row.rank,
        row.points,
        sos["exact"],
        Decimal(sos["display"]),
        esos["exact"],
        Decimal(esos["display"]),
        row.wins,
        row.modified_wins,
        row.losses + row.unpaired_losses,
        row.byes,
        row.rounds_played,
        row.status.value,
    )


def _stored_values(tournament: Tournament) -> dict[int, tuple[Any, ...]]:
    rows = Standing.objects.filter(tournament=tournament).values_list("registration_id", *FIELDS)
    return {row[0]: tuple(row[1:]) for row in rows}


def _noticed(values: tuple[Any, ...] | None) -> tuple[Any, ...] | None:
    return None if values is None else tuple(values[FIELDS.index(f)] for f in NOTICED)


def standings_project(tournament: Tournament, state: TournamentState) -> bool:
    """Bring the stored standings to ``state``; see ``standings_write``."""
    return standings_write(tournament, state.version, standings_rows(state))


def standings_write(tournament: Tournament, version: int, rows: Iterable[StandingRow]) -> bool:
    """Store ``rows`` as the standings at stream ``version``, writing only the rows that
    differ; returns whether a rank, points, tie-break or status changed (what the webhooks
    announce).

    Changed rows are deleted and inserted again: two statements whatever their number.
    """
    ids = dict(Registration.objects.filter(tournament=tournament).values_list("player_id", "id"))
    wanted = {ids[row.player_id]: _values(row) for row in rows}
    stored = _stored_values(tournament)
    changed = [pk for pk, values in wanted.items() if stored.get(pk) != values]
    gone = [pk for pk in stored if pk not in wanted]
    if changed or gone:
        _rows_replaced(tournament, changed + gone, [(pk, wanted[pk]) for pk in changed])
    noticed = bool(gone) or any(_noticed(stored.get(pk)) != _noticed(wanted[pk]) for pk in changed)
    # changed_at moves with what is shown: the public feed's Last-Modified covers standings.
    moved = {"changed_at": timezone.now()} if changed or gone else {}
    Tournament.objects.filter(pk=tournament.pk).update(standings_version=version, **moved)
    return noticed


TABLE = Standing._meta.db_table
# On PostgreSQL the changed rows travel as one JSON text each way (a round's first results
# move most ranks: thousands of rows, where one parameter per value cost more than the work).
DELETE_SQL = (
    f"DELETE FROM {TABLE} WHERE tournament_id = %s AND registration_id IN "
    "(SELECT value::bigint FROM jsonb_array_elements_text(%s::jsonb))"
)
INSERT_SQL = (
    f"INSERT INTO {TABLE} (tournament_id, registration_id, {', '.join(FIELDS)}) "
    f"SELECT %s, r.registration_id, {', '.join(f'r.{f}' for f in FIELDS)} "
    "FROM jsonb_to_recordset(%s::jsonb) AS r(registration_id bigint, rank int, points int, "
    "sos text, sos_display numeric, esos text, esos_display numeric, wins int, "
    "modified_wins int, losses int, byes int, rounds_played int, status text)"
)


def _rows_replaced(
    tournament: Tournament, removed: list[int], added: list[tuple[int, tuple[Any, ...]]]
) -> None:
    """Delete the standings of ``removed`` registrations and insert ``added`` rows."""
    if connection.vendor != "postgresql":
        Standing.objects.filter(tournament=tournament, registration_id__in=removed).delete()
        Standing.objects.bulk_create(
            [_standing(tournament, pk, values) for pk, values in added], batch_size=500
        )
        return
    rows = [
        {"registration_id": pk, **dict(zip(FIELDS, values, strict=True))} for pk, values in added
    ]
    with connection.cursor() as cursor:
        cursor.execute(DELETE_SQL, [tournament.pk, orjson.dumps(removed).decode()])
        if rows:
            text = orjson.dumps(rows, default=str).decode()  # Decimal as its exact text
            cursor.execute(INSERT_SQL, [tournament.pk, text])


def _standing(tournament: Tournament, registration_id: int, values: Sequence[Any]) -> Standing:
    return Standing(
        tournament=tournament,
        registration_id=registration_id,
        **dict(zip(FIELDS, values, strict=True)),
    )
