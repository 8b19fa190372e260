"""Decks on the pages: named lines by section, legality errors named per card ([T-DECK-2])."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tournaments.cards import card_db
from tournaments.models import Registration, Tournament


@dataclass(frozen=True)
class DeckLine:
    count: int
    name: str
    code: str
    type: str
    at_fault: bool = False  # named by a legality error


def _card_name(code: str) -> tuple[str, str]:
    cards = card_db()
    if code not in cards:
        return code, ""
    card = cards.get(code)
    return f"{card.name} ({card.pack})", card.type


def deck_lines(
    deck: dict[str, Any] | None,
    errors: list[dict[str, Any]] = (),  # type: ignore[assignment]
) -> dict[str, list[DeckLine]]:
    """A stored deck as named lines by section (plots, then draw deck by card type); lines
    of cards that a legality error names are marked."""
    if not deck:
        return {}
    faulty = {code for error in errors for code in error.get("cards", [])}
    sections: dict[str, list[DeckLine]] = {"Plots": []}
    for code, count in sorted(deck.get("plots", {}).items()):
        name, _ = _card_name(code)
        sections["Plots"].append(DeckLine(count, name, code, "plot", code in faulty))
    for code, count in sorted(deck.get("draw", {}).items()):
        name, type_ = _card_name(code)
        title = (type_ or "other").capitalize() + "s"
        sections.setdefault(title, []).append(DeckLine(count, name, code, type_, code in faulty))
    for lines in sections.values():
        lines.sort(key=lambda line: line.name)
    return sections


def deck_errors_named(errors: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Legality errors with card names beside their codes, so a player can fix each card."""
    return [
        {**error, "card_names": [_card_name(code)[0] for code in error.get("cards", [])]}
        for error in errors
    ]


def deck_context(
    tournament: Tournament,
    registration: Registration,
    form: Any,
    checked: list[dict[str, Any]] | None,
) -> dict[str, Any]:
    """The deck page: the stored deck, its legality per card, and the paste form."""
    return {
        "tournament": tournament,
        "registration": registration,
        "form": form,
        "just_checked": checked is not None,
        "errors": deck_errors_named(registration.deck_errors),
        "sections": deck_lines(registration.deck, registration.deck_errors),
        "locked": tournament.current_round > 0 or tournament.status != "registration",
    }
