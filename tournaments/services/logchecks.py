"""What an upload is checked against besides the log format (issue 24, item 2): every card
a seat's deck names exists in the card data the log will be verified with, and a seat whose
player registered a deck carries that deck. A log that failed either could never be verified
(every replay would stop at setup), so it is refused at once, naming the field.

And the verdict for a stored log no replay can judge: ``unverifiable``, terminal.
"""

from __future__ import annotations

from typing import Any

import engine
from engine.game.api import CardDB, MatchLog
from tournaments.errors import DomainError
from tournaments.models import Match, Registration

SECTIONS = ("plots", "cards")


def log_cards_checked(parsed: MatchLog, cards: CardDB) -> None:
    """Refuse a log whose decks name a card the card data does not hold."""
    for index, seat in enumerate(parsed.seats):
        named = [("agenda", seat.agenda)] if seat.agenda else []
        named += [
            (f"{section}.{code}", code) for section in SECTIONS for code, _ in _of(seat, section)
        ]
        for where, code in named:
            if code not in cards:
                raise DomainError(
                    f"seat {seat.key}'s deck names card {code}, which card data "
                    f"{cards.version} does not hold: the log could never be verified",
                    code="unknown_card",
                    field=f"seats[{index}].deck.{where}",
                )


def _of(seat: Any, section: str) -> tuple[tuple[str, int], ...]:
    return seat.plots if section == "plots" else seat.cards  # type: ignore[no-any-return]


def log_decks_checked(parsed: MatchLog, match: Match) -> None:
    """Refuse a seat whose deck is not the one its player registered ([T-DECK-2]). Logs on
    the bundled sample cards (demos, examples) are not compared: no registered deck is
    written in those cards."""
    if parsed.card_data.startswith("sample"):
        return
    players = [match.player_a, match.player_b]
    for index, (seat, player) in enumerate(zip(parsed.seats, players, strict=False)):
        registered = _registered(player)
        if registered is None or player is None:
            continue
        logged = {"plots": dict(seat.plots), "cards": dict(seat.cards)}
        if seat.faction != registered["faction"] or logged != registered["sections"]:
            raise DomainError(
                f"seat {seat.key}'s deck is not the deck {player.name} registered "
                "([T-DECK-2]): log the game with the registered deck",
                code="deck_mismatch",
                field=f"seats[{index}].deck",
                rule="T-DECK-2",
            )


def _registered(player: Registration | None) -> dict[str, Any] | None:
    deck = player.deck if player is not None else None
    if not isinstance(deck, dict):
        return None
    sections = {"plots": deck.get("plots", {}), "cards": deck.get("draw", {})}
    return {"faction": deck.get("faction"), "sections": sections}


def unverifiable_verdict(
    log_version: int, card_data_version: str, error: Exception
) -> dict[str, Any]:
    """The terminal verdict of a log no replay can judge (the same engine and card data
    would fail the same way each time): recorded once, and the match goes to a judge."""
    return {
        "log_version": log_version,
        "status": "unverifiable",
        "error": f"{error}"[:500],
        "errors": [],
        "winner": None,
        "engine_version": engine.ENGINE_VERSION,
        "card_data_version": card_data_version,
    }
