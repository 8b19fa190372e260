"""Reads of the v3 public feed (The Jousting Pavilion's shapes, docs/api.md "API v3").

Each read is one query whatever the number of players, and each has a *fingerprint*: one
cheap query over the tournament rows (their stream versions and change times) that changes
whenever anything the read shows changes, so a poller's conditional request is answered with
a 304 without building the body.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any

from django.db.models import Count, Max, OuterRef, Q, QuerySet, Subquery, Sum

from tournaments.models import Match, MatchLog, Registration, Standing, Tournament

GAMES_PER_PAGE = 50  # the Pavilion's page size; clients stop at a page shorter than this
TOURNAMENTS_PER_PAGE = 50
_BIGINT_MAX = 2**63 - 1
# Melee tables have no two-player shape in this feed (their byes are Match rows): v1 has them.
_MELEE = {"tournament__settings__format": "melee"}


@dataclass(frozen=True)
class Fingerprint:
    """What a conditional request is checked against: ``tag`` feeds the ETag."""

    tag: str
    changed_at: datetime.datetime | None
    found: bool = True  # False: the one tournament asked for does not exist


def _visible() -> QuerySet[Match]:
    return Match.objects.filter(round__published=True).exclude(**_MELEE)  # drafts: officials


# A game as plain column values: building 512 model objects (with their tournament's JSON
# settings parsed once per row) cost ten times the query for a 1,024-player round.
GAME_COLUMNS = (
    "id",
    "tournament_id",
    "table",
    "result",
    "round__stage",
    "round__number",
    *(
        f"{side}__{field}"
        for side in ("player_a", "player_b")
        for field in ("id", "name", "faction", "agenda", "user")
    ),
    # the match log's verdict, if any: its status and whether the check was full or partial
    # (no card names: a log shows the decks, which are not public before [T-DECK-3])
    "log__status",
    "log__verdict__checked",
)
_TOURNAMENT_COLUMNS = ("id", "name", "date", "created_at", "settings", "structure")


@dataclass(frozen=True)
class Games:
    """Games as column values (``GAME_COLUMNS``), oldest first, with their tournaments."""

    rows: list[dict[str, Any]]
    tournaments: dict[int, Tournament]


def _games(visible: QuerySet[Match], known: Tournament | None = None) -> Games:
    rows = list(
        Match.objects.filter(id__in=visible.values("id")).order_by("id").values(*GAME_COLUMNS)
    )
    if known is not None:
        return Games(rows, {known.pk: known})
    ids = {row["tournament_id"] for row in rows}
    found = Tournament.objects.filter(pk__in=ids).only(*_TOURNAMENT_COLUMNS)
    return Games(rows, {t.pk: t for t in found})


def game_page(*, page: int, tournament_id: int | None = None) -> Games:
    """Page ``page`` (from 1) of every published game, oldest first: 50 games, fewer on the
    last page, none past it."""
    visible = _visible()
    if tournament_id is not None:
        visible = visible.filter(tournament_id=tournament_id)
    start = (page - 1) * GAMES_PER_PAGE
    # The page's ids first (match rows only, in id order), then the joins for those 50 alone:
    # joining every game's players before the offset cost 40 ms at 2,048 games.
    return _games(visible.order_by("id")[start : start + GAMES_PER_PAGE])


def game_current_round(tournament_id: int) -> Games:
    """The current round's published games of one tournament (a pairings overlay)."""
    if not 0 < tournament_id <= _BIGINT_MAX:
        return Games([], {})
    columns = (*_TOURNAMENT_COLUMNS, "current_stage", "current_round")
    tournament = Tournament.objects.filter(pk=tournament_id).only(*columns).first()
    if tournament is None:
        return Games([], {})
    current = _visible().filter(
        tournament_id=tournament_id,
        round__stage=tournament.current_stage,
        round__number=tournament.current_round,
    )
    return _games(current, tournament)


def tournament_page(
    *, page: int, after: datetime.date | None = None, tournament_id: int | None = None
) -> list[Tournament]:
    """Tournaments in the order they were created (stable pages while new ones arrive), with
    their number of entrants; ``after``: played on or after that day."""
    rows = Tournament.objects.exclude(status=Tournament.Status.DELETED)
    rows = rows.annotate(player_count=Count("registrations")).order_by("id")
    if tournament_id is not None:
        rows = rows.filter(pk=tournament_id)
    if after is not None:
        # The feed's date is the creation day when the organizer gave none (docs/api.md).
        undated_since = datetime.datetime.combine(after, datetime.time.min, tzinfo=datetime.UTC)
        rows = rows.filter(Q(date__gte=after) | Q(date__isnull=True, created_at__gte=undated_since))
    start = (page - 1) * TOURNAMENTS_PER_PAGE
    return list(rows[start : start + TOURNAMENTS_PER_PAGE])


def entrant_list(tournament: Tournament) -> list[tuple[Registration, int | None]]:
    """Every entrant by standing (registration order before any standings), each with the
    standings rank; one query."""
    standings = {
        s.registration_id: s.rank
        for s in Standing.objects.filter(tournament=tournament).only("registration_id", "rank")
    }
    entrants = Registration.objects.filter(tournament=tournament).only(
        "id", "name", "faction", "agenda", "user", "player_id"
    )
    unranked = len(standings) + 1
    ordered = sorted(entrants, key=lambda r: (standings.get(r.pk, unranked), r.pk))
    return [(r, standings.get(r.pk)) for r in ordered]


def fingerprint_all() -> Fingerprint:
    """Every tournament at once: versions only grow, so their sum and the row count change
    whenever any tournament's events or standings do; a verdict (on a match's own stream)
    moves the newest match-log change, read in the same query."""
    totals = Tournament.objects.aggregate(
        count=Count("id"),
        versions=Sum("version"),
        standings=Sum("standings_version"),
        changed=Max("changed_at"),
        logs=Max(Subquery(_newest_log().values("updated_at")[:1])),
    )
    tag = f"all-{totals['count']}-{totals['versions'] or 0}-{totals['standings'] or 0}"
    return Fingerprint(_with_logs(tag, totals["logs"]), _latest(totals["changed"], totals["logs"]))


def fingerprint_one(tournament_id: int) -> Fingerprint:
    """One tournament: its stream version, standings version and newest match-log change
    (one primary-key read)."""
    if not 0 < tournament_id <= _BIGINT_MAX:
        return Fingerprint("none", None, found=False)
    newest = _newest_log().filter(tournament_id=OuterRef("pk")).values("updated_at")[:1]
    row = (
        Tournament.objects.filter(pk=tournament_id)
        .annotate(logs_changed=Subquery(newest))
        .values_list("version", "standings_version", "changed_at", "logs_changed")
        .first()
    )
    if row is None:
        return Fingerprint(f"none-{tournament_id}", None, found=False)
    version, standings_version, changed_at, logs = row
    tag = f"t{tournament_id}-{version}-{standings_version}"
    return Fingerprint(_with_logs(tag, logs), _latest(changed_at, logs))


def _newest_log() -> QuerySet[MatchLog]:
    return MatchLog.objects.order_by("-updated_at")


def _with_logs(tag: str, logs_changed: datetime.datetime | None) -> str:
    return f"{tag}-{logs_changed.timestamp() if logs_changed else 0}"


def _latest(*times: datetime.datetime | None) -> datetime.datetime | None:
    known = [t for t in times if t is not None]
    return max(known) if known else None
