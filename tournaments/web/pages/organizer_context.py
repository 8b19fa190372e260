"""Read-side of the organizer's pages: the dashboard and the results desk.

``next_step`` only suggests which button to make prominent; the services decide whether a
command is allowed, and a refused one shows its rule next to the button.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from engine.tournament.drops import PlayerStatus
from tournaments.models import Round, Tournament
from tournaments.selectors import rounds as queries
from tournaments.selectors import tournaments as select
from tournaments.selectors.reconciliation import log_checks_for
from tournaments.selectors.reports import describe
from tournaments.web.forms import ActionForm, PlayerAddForm, ReasonForm, ResultForm
from tournaments.web.pages import event_facts

ACTIONS = ("pair", "publish", "start", "close", "cut", "elimination", "complete", "repair")


def _swiss_rounds(tournament: Tournament) -> int | None:
    structure = tournament.structure or tournament.settings.get("structure")
    return structure.get("swiss_rounds") if structure else None


def _has_cut(tournament: Tournament) -> bool:
    structure = tournament.structure or tournament.settings.get("structure") or {}
    return bool(structure.get("cut"))


def next_step(tournament: Tournament, round_: Round | None, unreported: int) -> str:
    """The action the organizer most likely wants now (one of ``ACTIONS`` or ``results``)."""
    if tournament.status == Tournament.Status.COMPLETED:
        return ""
    if round_ is not None and not round_.closed:
        if not round_.published:
            return "publish"
        if round_.started_at is None and unreported:
            return "start"
        return "results" if unreported else "close"
    if tournament.status == Tournament.Status.ELIMINATION:
        if round_ is not None and round_.matches.count() == 1:
            return "complete"
        return "elimination"
    planned = _swiss_rounds(tournament)
    if round_ is not None and planned is not None and round_.number >= planned:
        return "cut" if _has_cut(tournament) else "complete"
    return "pair"


def players_query(find: str, players_page: int) -> str:
    """The player list's search and page as a query string ("" for the first, unfiltered
    page): a Drop or Rejoin posts it and returns to the same list, not to its first page."""
    kept = {"find": find} if find else {}
    if players_page > 1:
        kept["players"] = str(players_page)
    return urlencode(kept)


def dashboard(
    tournament: Tournament,
    *,
    errors: dict[str, str] | None = None,
    add_form: PlayerAddForm | None = None,
    find: str = "",
    players_page: int = 1,
) -> dict[str, Any]:
    round_ = queries.current_round(tournament)
    rows = queries.round_rows(round_)
    unreported = [r for r in rows if not r.reported]
    registrations = queries.registrations_list(tournament)
    listed = [r for r in registrations if find.casefold() in r.name.casefold()]
    pages = max(1, -(-len(listed) // PLAYERS_PAGE))
    players_page = min(max(players_page, 1), pages)
    return {
        "players": listed[(players_page - 1) * PLAYERS_PAGE : players_page * PLAYERS_PAGE],
        "players_page": players_page,
        "players_pages": range(1, pages + 1) if pages > 1 else (),
        "find": find,
        "players_query": players_query(find, players_page),
        "tournament": tournament,
        "status_label": event_facts.STATUS_LABELS.get(tournament.status, tournament.status),
        "structure": event_facts.structure_words(
            tournament.structure or tournament.settings.get("structure")
        ),
        "round": round_,
        "rows": rows,
        "unreported": unreported,
        "next": next_step(tournament, round_, len(unreported)),
        "clock": queries.round_clock(tournament, round_),
        "registrations": registrations,
        "player_counts": player_counts(registrations),
        "rounds": queries.rounds_list(tournament),
        "disputes_waiting": select.dispute_open_count(tournament),
        "illegal": [r for r in registrations if r.deck_legal is False and r.status == "active"],
        "no_deck": [r for r in registrations if r.deck is None],
        "errors": errors or {},
        "action_form": ActionForm(),
        "repair_form": ReasonForm(),
        "add_form": add_form or PlayerAddForm(),
        "registration_open": tournament.status != Tournament.Status.ELIMINATION
        and tournament.status != Tournament.Status.COMPLETED,
    }


def player_counts(registrations: list[Any]) -> dict[str, int]:
    """The header's numbers: players still in the event, and those who left it (dropped
    players are never paired again unless they rejoin, [T-DROP-1]; [T-ROLE-3])."""
    statuses = [r.status for r in registrations]
    return {s.value: statuses.count(s.value) for s in PlayerStatus}


DESK_PAGE = 12  # tables per page of the results desk: a laptop screen of compact rows
PLAYERS_PAGE = 50  # players per page of the dashboard's list


def results_desk(
    tournament: Tournament,
    round_: Round,
    *,
    only_unreported: bool = False,
    forms: dict[str, ResultForm] | None = None,
    table: str = "",
    page: int = 1,
) -> dict[str, Any]:
    """The tables of a round with their result forms, a page at a time (a form costs a few
    ms to render: 250 of them would not be a page), or the one table asked for."""
    rows = queries.round_rows(round_)
    unreported = [r for r in rows if not r.reported]
    chosen = unreported if only_unreported else rows
    if table:
        chosen = [r for r in rows if str(r.table) == table]
    pages = max(1, -(-len(chosen) // DESK_PAGE))
    page = min(max(page, 1), pages)
    shown = chosen[(page - 1) * DESK_PAGE : page * DESK_PAGE]
    forms = forms or {}
    checks = log_checks_for(r.match for r in shown)
    entries = [
        {
            "row": r,
            "form": None if r.is_bye else forms.get(r.key) or result_form(r),
            "reports": players_reports(r),
            "log_check": checks.get(r.match.pk),
        }
        for r in shown
    ]
    return {
        "tournament": tournament,
        "round": round_,
        "entries": entries,
        "page": page,
        "pages": pages,
        "page_numbers": range(1, pages + 1) if pages > 1 else (),
        "table_asked": table,
        "unreported": unreported,
        "only_unreported": only_unreported,
        "clock": queries.round_clock(tournament, round_),
        "action_form": ActionForm(),
    }


def players_reports(row: queries.MatchRow) -> list[str]:
    """The players' own reports of an unconfirmed game, in words ("Ann: Ann won (...)")."""
    if row.reported:
        return []
    names = {p.player_id: p.name for p in (row.player_a, row.player_b) if p}
    return [
        f"{names.get(pid, pid)}: {describe(r['result'], r.get('end_reason'), row.match)}"
        for pid, r in (row.match.reports or {}).items()
    ]


def result_form(row: queries.MatchRow, data: Any = None) -> ResultForm:
    """The table's result form: the recorded result, else a player's report, preselected,
    so the organizer can accept a single report with one click."""
    initial: dict[str, Any] = {}
    if row.reported:
        initial = {"result": row.result, "end_reason": row.match.end_reason or ""}
    elif row.match.reports:
        first = next(iter(row.match.reports.values()))
        initial = {"result": first["result"], "end_reason": first.get("end_reason") or ""}
    return ResultForm(data, row=row, initial=initial, prefix=row.key)


def pairing_players(tournament: Tournament) -> list[tuple[str, str]]:
    """Choices for the pairing editor: every registered player, labelled with their id."""
    return [
        (r.player_id, f"{r.name} ({r.player_id}{'' if r.status == 'active' else ', ' + r.status})")
        for r in queries.registrations_list(tournament)
    ]
