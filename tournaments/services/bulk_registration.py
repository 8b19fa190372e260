"""Registering many players at once from a CSV: a preview naming each row's problems, then
one command that registers them all (one batch of events, idempotent on retry).

The CSV has a header row; ``name`` is required, ``login``, ``email`` and ``deck`` (the deck
database's text export, in one quoted cell) are optional. Any problem in any row (an unknown
login, a duplicate name, an illegal deck, ...) stops the whole batch: nothing is stored until
the file is right, so a fixed file can simply be sent again.
"""

from __future__ import annotations

import csv
import io
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from django.contrib.auth import get_user_model

from engine.tournament import commands
from engine.tournament.commands import NewPlayer
from tournaments import eventstore
from tournaments.errors import DomainError
from tournaments.eventstore import RecordedEvent
from tournaments.models import Registration, Tournament
from tournaments.selectors.rounds import FACTIONS  # faction names as printed
from tournaments.services.commands import execute
from tournaments.services.tournaments import deck_check

COLUMNS = ("name", "login", "email", "deck")
MAX_ROWS = 2000


@dataclass
class Row:
    """One player of the file, as read: ``line`` is its row as a spreadsheet shows it (the
    header is row 1; a deck of many lines in one cell is still one row)."""

    line: int
    name: str
    login: str = ""
    email: str = ""
    deck_text: str = ""
    user: Any = None
    deck: dict[str, Any] | None = None
    deck_errors: list[dict[str, Any]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    @property
    def deck_summary(self) -> str:
        if self.deck is None:
            return ""
        faction = self.deck.get("faction", "")
        agendas = ", ".join(self.deck.get("agenda_names", []))
        return f"{FACTIONS.get(faction, faction)}, {agendas}".strip(", ")


@dataclass
class Preview:
    rows: list[Row]
    problems: list[str]  # of the file as a whole (its columns, its size)

    @property
    def ok(self) -> bool:
        return not self.problems and not any(r.problems for r in self.rows)

    @property
    def problem_count(self) -> int:
        return len(self.problems) + sum(len(r.problems) for r in self.rows)


def players_preview(tournament: Tournament, text: str) -> Preview:
    """Read the CSV and check every row against the event; stores nothing."""
    rows, problems = _read(text)
    if problems:
        return Preview([], problems)
    _check_names(tournament, rows)
    _check_logins(tournament, rows)
    for row in rows:
        _check_deck(tournament, row)
    return Preview(rows, [])


def players_register_csv(
    tournament: Tournament, text: str, *, actor: str | None, idempotency_key: str | None = None
) -> list[RecordedEvent]:
    """Register every player of the CSV in one command, or none if any row has a problem.
    A retry with the same key returns the first reply (its rows are registered by then)."""
    request = ("players_register_csv", {"csv": text})
    if idempotency_key and (
        earlier := eventstore.earlier_reply(
            idempotency_key, tournament.stream_id, eventstore.request_digest(*request)
        )
    ):
        return earlier
    preview = players_preview(tournament, text)
    if not preview.ok:
        first = [*preview.problems, *(p for r in preview.rows for p in r.problems)][:3]
        more = (
            f" (and {preview.problem_count - len(first)} more)" if preview.problem_count > 3 else ""
        )
        raise DomainError("; ".join(first) + more, code="invalid", field="csv")
    batch = [
        NewPlayer(r.name, r.user.pk if r.user else None, r.deck, tuple(r.deck_errors))
        for r in preview.rows
    ]
    return execute(
        tournament,
        lambda s: commands.register_players(s, batch),
        actor=actor,
        idempotency_key=idempotency_key,
        request=request,
    )


def _read(text: str) -> tuple[list[Row], list[str]]:
    reader = csv.DictReader(io.StringIO(text.lstrip("\ufeff")))
    header = [(h or "").strip().lower() for h in reader.fieldnames or []]
    if "name" not in header:
        return [], ["the first line must name the columns, with at least 'name' (" + _cols() + ")"]
    unknown = [h for h in header if h not in COLUMNS]
    if unknown:
        return [], [f"unknown column {', '.join(map(repr, unknown))}; the columns are {_cols()}"]
    reader.fieldnames = header
    rows = []
    for number, record in enumerate(reader, start=2):
        if None in record:
            return [], [f"row {number} has more cells than the header has columns"]
        cells = {k: (v or "").strip() for k, v in record.items()}
        if any(cells.values()):
            rows.append(_row(number, cells))
    if len(rows) > MAX_ROWS:
        return [], [f"{len(rows)} players is more than one file may hold ({MAX_ROWS})"]
    if not rows:
        return [], ["the file names no players"]
    return rows, []


def _cols() -> str:
    return ", ".join(COLUMNS)


def _row(line: int, cells: dict[str, str]) -> Row:
    row = Row(line, cells["name"], cells.get("login", ""), cells.get("email", ""))
    row.deck_text = cells.get("deck", "")
    if not row.name:
        row.problems.append(f"row {line}: the name is empty")
    return row


def _check_names(tournament: Tournament, rows: list[Row]) -> None:
    taken = {
        n.casefold()
        for n in Registration.objects.filter(tournament=tournament).values_list("name", flat=True)
    }
    counts = Counter(r.name.casefold() for r in rows)
    for row in rows:
        if row.name.casefold() in taken:
            row.problems.append(f"row {row.line}: {row.name} is already registered")
        elif row.name and counts[row.name.casefold()] > 1:
            row.problems.append(f"row {row.line}: {row.name} appears more than once in the file")


def _check_logins(tournament: Tournament, rows: list[Row]) -> None:
    users = _users_named(r.login for r in rows)
    by_email = _users_by_email(r.email for r in rows)
    for row in rows:
        row.user = _user_of(row, users, by_email)
    registered = set(
        Registration.objects.filter(tournament=tournament, user__isnull=False).values_list(
            "user_id", flat=True
        )
    )
    counts = Counter(r.user.pk for r in rows if r.user is not None)
    for row in rows:
        if row.user is None:
            continue
        if row.user.pk in registered:
            row.problems.append(f"row {row.line}: {row.user.username} is already registered")
        elif counts[row.user.pk] > 1:
            row.problems.append(f"row {row.line}: {row.user.username} is on more than one line")


def _users_named(logins: Iterable[str]) -> dict[str, Any]:
    wanted = {login for login in logins if login}
    found = get_user_model().objects.filter(username__in=wanted)
    return {u.username: u for u in found}


def _users_by_email(emails: Iterable[str]) -> dict[str, list[Any]]:
    wanted = {e.lower() for e in emails if e}
    found: dict[str, list[Any]] = {}
    for user in get_user_model().objects.filter(email__in=wanted):
        found.setdefault(user.email.lower(), []).append(user)
    return found


def _user_of(row: Row, users: dict[str, Any], by_email: dict[str, list[Any]]) -> Any:
    user = None
    if row.login:
        user = users.get(row.login)
        if user is None:
            row.problems.append(f"row {row.line}: there is no login named {row.login!r}")
            return None
    if row.email:
        matches = by_email.get(row.email.lower(), [])
        if len(matches) != 1:
            count = "no account has" if not matches else "several accounts have"
            row.problems.append(f"row {row.line}: {count} the email {row.email}")
        elif user is not None and matches[0] != user:
            row.problems.append(
                f"row {row.line}: {row.login!r} does not have the email {row.email}"
            )
        else:
            user = matches[0]
    return user


def _check_deck(tournament: Tournament, row: Row) -> None:
    if not row.deck_text:
        return
    try:
        row.deck, row.deck_errors = deck_check(tournament, row.deck_text)
    except DomainError as error:
        row.problems.append(f"row {row.line}: {row.name}'s deck cannot be read: {error.message}")
        return
    for deck_error in row.deck_errors:  # each message names its rule already
        row.problems.append(f"row {row.line}: {row.name}'s deck: {deck_error['message']}")
