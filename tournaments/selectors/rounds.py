"""Reads of the pages: an event's rounds and their tables (with the words a page shows for a
result), standings, players, the bracket and the round clock, from the projections
(``tournaments.models``). Nothing here writes; what a page may show is ``tournaments.access``'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db.models import Q, QuerySet

from tournaments.models import Match, Registration, Round, Standing, Tournament
from tournaments.selectors.records import record_get
from tournaments.selectors.round_clock import round_clock_get

RESULT_CHOICES = (
    ("a_win", "{a} won"),
    ("a_modified_win", "{a} won on time (modified win)"),
    ("b_win", "{b} won"),
    ("b_modified_win", "{b} won on time (modified win)"),
)
END_REASONS = (
    ("power", "Reached 15 power"),
    ("decked", "Opponent's draw deck ran out"),
    ("concession", "Concession"),
    ("time", "Time was called"),
    ("no_show", "No-show"),
    ("judge", "Judge's decision"),
)
FACTIONS = {
    "baratheon": "Baratheon",
    "greyjoy": "Greyjoy",
    "lannister": "Lannister",
    "martell": "Martell",
    "thenightswatch": "The Night's Watch",
    "stark": "Stark",
    "targaryen": "Targaryen",
    "tyrell": "Tyrell",
    "neutral": "Neutral",
}


@dataclass(frozen=True)
class MatchRow:
    """One table of a round, with the words a page shows for it."""

    match: Match
    key: str
    table: int | None
    player_a: Registration
    player_b: Registration | None
    result: str | None
    result_label: str
    end_reason_label: str

    @property
    def reported(self) -> bool:
        return self.result is not None

    @property
    def is_bye(self) -> bool:
        return self.player_b is None

    def result_choices(self) -> list[tuple[str, str]]:
        b = self.player_b.name if self.player_b else ""
        return [(v, label.format(a=self.player_a.name, b=b)) for v, label in RESULT_CHOICES]


def _result_label(match: Match) -> str:
    if match.result is None:
        return "Not reported"
    if match.result == "bye":
        return "Bye"
    if match.result == "unpaired_loss":
        return "Unpaired loss"
    b = match.player_b.name if match.player_b else ""
    labels = dict(RESULT_CHOICES)
    return labels.get(match.result, match.result).format(a=match.player_a.name, b=b)


def match_row(match: Match) -> MatchRow:
    return MatchRow(
        match=match,
        key=match.key,
        table=match.table,
        player_a=match.player_a,
        player_b=match.player_b,
        result=match.result,
        result_label=_result_label(match),
        end_reason_label=dict(END_REASONS).get(match.end_reason or "", ""),
    )


def matches_of(round_: Round) -> QuerySet[Match]:
    return (
        Match.objects.filter(round=round_)
        .select_related("player_a", "player_b")
        .order_by("table", "key")
    )


def round_rows(round_: Round | None, query: str = "") -> list[MatchRow]:
    """The tables of a round; ``query`` keeps those with a player whose name contains it."""
    if round_ is None:
        return []
    matches = matches_of(round_)
    if query.strip():
        q = query.strip()
        matches = matches.filter(Q(player_a__name__icontains=q) | Q(player_b__name__icontains=q))
    rows = [match_row(m) for m in matches]
    return sorted(rows, key=lambda r: (r.table is None, r.table or 0, r.key))


def match_row_get(tournament: Tournament, key: str) -> MatchRow | None:
    match = (
        Match.objects.filter(tournament=tournament, key=key)
        .select_related("player_a", "player_b", "round")
        .first()
    )
    return match_row(match) if match else None


def current_round(tournament: Tournament) -> Round | None:
    """The latest round of the current stage (what the room is playing or just played)."""
    return Round.objects.filter(
        tournament=tournament,
        stage=tournament.current_stage,
        number=tournament.current_round,
    ).first()


def round_get(tournament: Tournament, stage: str, number: int) -> Round | None:
    return Round.objects.filter(tournament=tournament, stage=stage, number=number).first()


def rounds_list(tournament: Tournament) -> list[Round]:
    rounds = Round.objects.filter(tournament=tournament)
    return sorted(rounds, key=lambda r: (r.stage != "swiss", r.number))


def standings_list(tournament: Tournament) -> list[Standing]:
    return list(
        Standing.objects.filter(tournament=tournament)
        .select_related("registration")
        .order_by("rank")
    )


def registrations_list(tournament: Tournament) -> list[Registration]:
    """Players in registration order, each with ``faction_name`` for display."""
    registrations = list(
        Registration.objects.filter(tournament=tournament).select_related("user").order_by("id")
    )
    for registration in registrations:
        registration.faction_name = FACTIONS.get(registration.faction, registration.faction)  # type: ignore[attr-defined]
    return registrations


def bracket_get(tournament: Tournament) -> dict[str, Any]:
    """The cut's seeds and every elimination round's games ([T-CUT-1..3])."""
    from tournaments.projections import tournament_state

    state = tournament_state(tournament)
    names = dict(
        Registration.objects.filter(tournament=tournament).values_list("player_id", "name")
    )
    seeds = []
    if state.cut is not None:
        seeds = [
            {
                "seed": s.seed,
                "name": names.get(s.player_id or "", "— bye —"),
                "swiss_rank": s.swiss_rank,
            }
            for s in state.cut.seeds
        ]
    rounds = [
        {"round": r, "rows": round_rows(r)}
        for r in Round.objects.filter(tournament=tournament, stage="elimination").order_by("number")
    ]
    return {"seeds": seeds, "rounds": rounds}


def events_list(user: Any) -> dict[str, list[Tournament]]:
    """Every event, and the ones the user organizes or plays in."""
    everything = list(Tournament.objects.exclude(status=Tournament.Status.DELETED))
    if not user.is_authenticated:
        return {"all": everything, "mine": []}
    mine = (
        Tournament.objects.filter(
            Q(organizer=user) | Q(registrations__user=user) | Q(staff__user=user)
        )
        .exclude(status=Tournament.Status.DELETED)
        .distinct()
    )
    return {"all": everything, "mine": list(mine)}


def round_clock(tournament: Tournament, round_: Round | None) -> dict[str, Any]:
    """The round's clock ([T-TIME-1]); see ``selectors.round_clock``."""
    return round_clock_get(tournament, round_)


STANDINGS_PAGE = 100  # rows a page of the standings (a 500-player event: five pages)


def standings_page_get(tournament: Tournament, page: int = 1, query: str = "") -> dict[str, Any]:
    """One page of the standings (or the players whose name has ``query``): its rows, the
    page shown and the page numbers to link."""
    rows = Standing.objects.filter(tournament=tournament).select_related("registration")
    if query.strip():
        rows = rows.filter(registration__name__icontains=query.strip())
    pages = max(1, -(-rows.count() // STANDINGS_PAGE))
    page = min(max(page, 1), pages)
    start = (page - 1) * STANDINGS_PAGE
    shown = list(rows.order_by("rank")[start : start + STANDINGS_PAGE])
    for standing in shown:  # the record as every sheet and export writes it
        standing.record = record_get(standing)  # type: ignore[attr-defined]
    return {
        "rows": shown,
        "page": page,
        "page_numbers": range(1, pages + 1) if pages > 1 else range(0),
        "query": query.strip(),
    }
