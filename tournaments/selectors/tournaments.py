"""Reads for the API: tournaments, registrations, rounds, matches and standings.

Each selector returns a queryset with everything its serializer touches joined in
(``select_related``), so the number of queries per page does not grow with the players.
"""

from __future__ import annotations

from typing import Any

from django.db.models import Count, F, QuerySet

from tournaments.errors import NotFound
from tournaments.models import (
    Dispute,
    Match,
    MatchLog,
    Registration,
    Round,
    StaffRole,
    Standing,
    Tournament,
)

_BIGINT_MAX = 2**63 - 1
# Large JSON columns no list needs: a round's "paired_from" holds the whole standings it was
# paired from (1,024 rows at 1,024 players) and would be parsed once per match row.
_HEAVY = ("deck", "deck_errors")
_MATCH_DEFERRED = (
    "round__paired_from",
    "reports",
    *(f"{side}__{field}" for side in ("player_a", "player_b") for field in _HEAVY),
)


def tournament_get(tournament_id: int) -> Tournament:
    """The tournament, or ``NotFound``; ids beyond the database's range are simply missing."""
    if not 0 < tournament_id <= _BIGINT_MAX:
        raise NotFound(f"there is no tournament {tournament_id}")
    try:
        return tournament_list().get(pk=tournament_id)
    except Tournament.DoesNotExist:
        raise NotFound(f"there is no tournament {tournament_id}") from None


def tournament_list() -> QuerySet[Tournament]:
    undeleted = Tournament.objects.exclude(status=Tournament.Status.DELETED)
    return undeleted.select_related("champion").order_by("-created_at", "-id")


def tournament_list_with_entrants() -> QuerySet[Tournament]:
    return tournament_list().annotate(entrants=Count("registrations"))


def registration_list(tournament: Tournament) -> QuerySet[Registration]:
    return Registration.objects.filter(tournament=tournament).defer(*_HEAVY).order_by("id")


def registration_get(tournament: Tournament, player_id: str) -> Registration | None:
    return Registration.objects.filter(tournament=tournament, player_id=player_id).first()


def staff_list(tournament: Tournament) -> QuerySet[StaffRole]:
    return StaffRole.objects.filter(tournament=tournament).order_by("id")


def staff_page_list(tournament: Tournament) -> QuerySet[StaffRole]:
    """The staff page: judges and marshals by role, then user name ([T-ROLE-1])."""
    return (
        StaffRole.objects.filter(tournament=tournament)
        .select_related("user")
        .order_by("role", "user__username")
    )


def round_list(tournament: Tournament) -> QuerySet[Round]:
    return (
        Round.objects.filter(tournament=tournament)
        .defer("paired_from")
        .order_by("-stage", "number")
    )


def _matches() -> QuerySet[Match]:
    return Match.objects.select_related("round", "player_a", "player_b").defer(*_MATCH_DEFERRED)


def match_list(
    tournament: Tournament, *, stage: str | None = None, number: int | None = None
) -> QuerySet[Match]:
    """A round's matches: by default the current round's (the pairings on the wall)."""
    stage = stage or tournament.current_stage
    number = tournament.current_round if number is None else number
    return _matches().filter(tournament=tournament, round__stage=stage, round__number=number)


def match_get(tournament: Tournament, key: str) -> Match | None:
    return _matches().filter(tournament=tournament, key=key).first()


def standing_list(tournament: Tournament) -> QuerySet[Standing]:
    return (
        Standing.objects.filter(tournament=tournament)
        .select_related("registration")
        .defer(*(f"registration__{field}" for field in _HEAVY))
        .order_by("rank", "id")
    )


def game_list(*, tournament_id: int | None = None, current_only: bool = False) -> QuerySet[Match]:
    """Every published game of every tournament, oldest first (the public games feed); a bye
    is a match without a second player. A draft pairing is for officials only."""
    games = (
        Match.objects.select_related("tournament", "round", "player_a", "player_b")
        .defer(*_MATCH_DEFERRED)
        .filter(round__published=True)
        .order_by("id")
    )
    if tournament_id is not None:
        games = games.filter(tournament_id=tournament_id)
    if current_only:
        games = games.filter(
            round__number=F("tournament__current_round"),
            round__stage=F("tournament__current_stage"),
        )
    return games


def dispute_list(tournament: Tournament) -> QuerySet[Dispute]:
    """The judges' queue, oldest first, with its match joined."""
    return (
        Dispute.objects.filter(tournament=tournament)
        .select_related("match")
        .order_by("opened_at", "id")
    )


def dispute_queue_list(tournament: Tournament) -> QuerySet[Dispute]:
    """The judges' queue page: every dispute with its match, players, log and judge, oldest
    first."""
    return dispute_list(tournament).select_related(
        "match__round", "match__player_a", "match__player_b", "match__log", "judge"
    )


def dispute_open_count(tournament: Tournament) -> int:
    """Disputes a judge has not ruled on yet (open, taken or asked to be reviewed)."""
    open_ = ("open", "taken", "review_requested")
    return Dispute.objects.filter(tournament=tournament, status__in=open_).count()


def registration_count(tournament: Tournament) -> int:
    return Registration.objects.filter(tournament=tournament).count()


def dispute_exists(tournament: Tournament, dispute_id: str) -> bool:
    return Dispute.objects.filter(tournament=tournament, dispute_id=dispute_id).exists()


def matchlog_get(match: Match) -> MatchLog | None:
    return MatchLog.objects.filter(match=match).select_related("match").first()


def registration_for(tournament: Tournament, user: Any) -> Registration | None:
    if user is None or not user.is_authenticated:
        return None
    return Registration.objects.filter(tournament=tournament, user=user).first()


OPEN_DISPUTE = ("open", "taken", "review_requested")


def match_page_get(tournament: Tournament, key: str) -> Match | None:
    """A match with its round and players, for the match page (issue 22)."""
    return (
        Match.objects.filter(tournament=tournament, key=key)
        .select_related("round", "player_a", "player_b", "tournament")
        .first()
    )


def dispute_open_get(match: Match) -> Dispute | None:
    """The match's dispute a judge has not closed yet, if any."""
    return Dispute.objects.filter(match=match, status__in=OPEN_DISPUTE).first()


def decks_submitted(tournament: Tournament) -> bool:
    """Whether any deck was checked against the event's restricted list ([T-DECK-2])."""
    return Registration.objects.filter(tournament=tournament, deck__isnull=False).exists()
