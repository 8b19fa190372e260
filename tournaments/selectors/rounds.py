"""Read-side helpers of the web pages: projections shaped for templates.

Pages read projections only (``tournaments.models``); these functions gather what one page
shows, so each view calls one of them. Nothing here writes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db.models import Q, QuerySet

from tournaments.models import Match, Registration, Round, Standing, Tournament
from tournaments.selectors.roles import (
    Role,
    decklists_public,
    registration_for_user,
    roles_get,
)
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
STATUS_LABELS = {
    Tournament.Status.REGISTRATION: "Registration open",
    Tournament.Status.SWISS: "Swiss rounds",
    Tournament.Status.ELIMINATION: "Elimination (top cut)",
    Tournament.Status.COMPLETED: "Completed",
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


def _matches(round_: Round) -> QuerySet[Match]:
    return (
        Match.objects.filter(round=round_)
        .select_related("player_a", "player_b")
        .order_by("table", "key")
    )


def round_rows(round_: Round | None, query: str = "") -> list[MatchRow]:
    """The tables of a round; ``query`` keeps those with a player whose name contains it."""
    if round_ is None:
        return []
    matches = _matches(round_)
    if query.strip():
        q = query.strip()
        matches = matches.filter(Q(player_a__name__icontains=q) | Q(player_b__name__icontains=q))
    rows = [match_row(m) for m in matches]
    return sorted(rows, key=lambda r: (r.table is None, r.table or 0, r.key))


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


def my_pairing(tournament: Tournament, registration: Registration | None) -> dict[str, Any] | None:
    """The player's game in the current round (its row and the opponent), if paired in it
    and the pairing is published."""
    round_ = current_round(tournament)
    if registration is None or round_ is None or not round_.published:
        return None
    match = _matches(round_).filter(Q(player_a=registration) | Q(player_b=registration)).first()
    if match is None:
        return None
    from tournaments.selectors.reports import report_state

    opponent = match.player_b if match.player_a_id == registration.pk else match.player_a
    return {
        "row": match_row(match),
        "opponent": opponent,
        "report": report_state(match, registration),
    }


@dataclass(frozen=True)
class Viewer:
    """Who is looking at an event page, and what that lets them see."""

    roles: frozenset[Role]
    registration: Registration | None

    @property
    def is_organizer(self) -> bool:
        return Role.ORGANIZER in self.roles

    @property
    def is_official(self) -> bool:
        return bool(self.roles & {Role.ORGANIZER, Role.MARSHAL, Role.JUDGE})


def viewer_get(user: Any, tournament: Tournament) -> Viewer:
    return Viewer(roles_get(user, tournament), registration_for_user(user, tournament))


def can_see_deck(viewer: Viewer, tournament: Tournament, registration: Registration) -> bool:
    """[T-DECK-3]: lists are private until the event (or its cut) ends; officials and the
    player themself always see them."""
    own = viewer.registration is not None and viewer.registration.pk == registration.pk
    return own or viewer.is_official or decklists_public(tournament)


def structure_words(structure: dict[str, Any] | None) -> str:
    if not structure:
        return "Set when round 1 is paired, from the number of players"
    rounds = structure.get("swiss_rounds", 0)
    return f"{rounds} Swiss rounds, {cut_words(structure.get('cut'))}"


def cut_words(cut: dict[str, Any] | None) -> str:
    if not cut:
        return "no cut"
    if cut.get("kind") == "top":
        return f"then a top {cut['size']} cut"
    return f"then everyone with {cut['min_wins']}+ wins into a bracket of {cut['bracket_size']}"


def structure_preview(
    preset: str, players: int | None, swiss_rounds: int | None, cut_size: str | None
) -> dict[str, Any]:
    """What the chosen structure gives for ``players`` ([T-STRUCT-1..3]), or why it cannot."""
    from engine.tournament.points import TournamentError
    from engine.tournament.structures import StructurePreset, structure_for

    if preset == "custom":
        if swiss_rounds is None:
            return {"ok": False, "text": "Enter the number of Swiss rounds."}
        cut = {"kind": "top", "size": int(cut_size)} if cut_size else None
        return {"ok": True, "text": structure_words({"swiss_rounds": swiss_rounds, "cut": cut})}
    if not players:
        return {"ok": False, "text": "Enter the expected number of players for a preview."}
    try:
        structure = structure_for(players, StructurePreset(preset)).to_dict()
    except (TournamentError, ValueError) as error:
        return {"ok": False, "text": getattr(error, "message", str(error))}
    return {"ok": True, "text": f"With {players} players: {structure_words(structure)}."}


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


def visible(round_: Round | None, viewer: Viewer) -> Round | None:
    """The round if ``viewer`` may see its tables: a draft pairing only officials see."""
    if round_ is None or round_.published or viewer.is_official:
        return round_
    return None


def event_page(tournament: Tournament, user: Any, query: str = "") -> dict[str, Any]:
    """Everything the public event page shows: the current round's tables, the viewer's own
    game, and the event's facts."""
    viewer = viewer_get(user, tournament)
    round_ = visible(current_round(tournament), viewer)
    return {
        "tournament": tournament,
        "viewer": viewer,
        "status_label": STATUS_LABELS.get(tournament.status, tournament.status),
        "structure": structure_words(tournament.structure or tournament.settings.get("structure")),
        "round": round_,
        "rows": round_rows(round_, query),
        "query": query,
        "mine": my_pairing(tournament, viewer.registration),
        "player_count": Registration.objects.filter(tournament=tournament).count(),
        "rounds": [r for r in rounds_list(tournament) if visible(r, viewer)],
        "clock": round_clock(tournament, round_),
    }


def round_clock(tournament: Tournament, round_: Round | None) -> dict[str, Any]:
    """The round's clock ([T-TIME-1]); see ``selectors.round_clock``."""
    return round_clock_get(tournament, round_)


def round_page(
    tournament: Tournament, stage: str, number: int, query: str = "", user: Any = None
) -> dict[str, Any]:
    round_ = visible(round_get(tournament, stage, number), viewer_get(user, tournament))
    return {"tournament": tournament, "round": round_, "rows": round_rows(round_, query)}


def rows_by_player_name(rows: list[MatchRow]) -> list[dict[str, Any]]:
    """Each player of a round once, by name, with their table and opponent."""
    people = []
    for row in rows:
        people.append({"name": row.player_a.name, "table": row.table, "opponent": row.player_b})
        if row.player_b is not None:
            people.append({"name": row.player_b.name, "table": row.table, "opponent": row.player_a})
    return sorted(people, key=lambda p: p["name"].lower())


STANDINGS_PAGE = 100  # rows a page of the standings (a 500-player event: five pages)


def standings_page(
    tournament: Tournament, user: Any, page: int = 1, query: str = ""
) -> dict[str, Any]:
    """Standings a page at a time (or the players whose name has ``query``), whether they
    are behind the latest events (the refresh runs after each command), and whether
    decklists may be linked ([T-DECK-3])."""
    viewer = viewer_get(user, tournament)
    rows = Standing.objects.filter(tournament=tournament).select_related("registration")
    if query.strip():
        rows = rows.filter(registration__name__icontains=query.strip())
    pages = max(1, -(-rows.count() // STANDINGS_PAGE))
    page = min(max(page, 1), pages)
    start = (page - 1) * STANDINGS_PAGE
    return {
        "tournament": tournament,
        "rows": list(rows.order_by("rank")[start : start + STANDINGS_PAGE]),
        "page": page,
        "page_numbers": range(1, pages + 1) if pages > 1 else (),
        "query": query.strip(),
        "updating": bool(tournament.current_round)
        and tournament.standings_version < tournament.version,
        "decks_linked": decklists_public(tournament) or viewer.is_official,
    }
