"""What a replay reports: the ``Verdict`` of a log, its ``ReplayError`` values, and the
registered decks' legality problems reported beside it (``deck_errors``: agot2.md section 2,
the restricted list [T-DECK-2]; they do not change the status)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from engine.game.cards import CardDB
from engine.game.decks import Deck
from engine.game.hooks import hooks_of
from engine.game.legality import validate_deck
from engine.game.log import MELEE, MatchLog
from engine.game.restricted import UnknownRestrictedList, restricted_list
from engine.game.state import GameState
from engine.version import ENGINE_VERSION


@dataclass(frozen=True, slots=True)
class ReplayError:
    """One broken rule: the event number, the rule id and what happened (``seat`` names the
    deck for a deck-legality problem, whose ``seq`` is 0)."""

    seq: int
    rule: str
    message: str
    seat: str | None = None

    def as_dict(self) -> dict[str, Any]:
        return {"seq": self.seq, "rule": self.rule, "message": self.message}


@dataclass(frozen=True, slots=True)
class Verdict:
    """The outcome of a replay (see ``as_dict`` for the JSON form)."""

    status: str  # valid | invalid | incomplete
    winner: str | None
    end_reason: str | None  # power | decked | concession | time
    time_step: int | None
    power: dict[str, int]
    rounds: int
    events: int
    errors: tuple[ReplayError, ...]
    unverified_abilities: int  # ability events of cards without a script (legality only)
    digest: str
    card_data_version: str
    deck_errors: tuple[ReplayError, ...] = ()
    engine_version: str = ENGINE_VERSION
    # every seat's finishing place once the game is over (seat -> 1..N, ties share a place;
    # a joust: winner 1, loser 2); see engine.game.melee.ending.places
    places: dict[str, int] = field(default_factory=dict)
    # the codes of the cards whose abilities were checked only for legality, and the number
    # of ability events checked against their card's text ([DESIGN "Card abilities"])
    unverified_cards: tuple[str, ...] = ()
    verified_abilities: int = 0
    state: GameState | None = field(default=None, compare=False, repr=False)

    def as_dict(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "winner": self.winner,
            "end_reason": self.end_reason,
            "time_step": self.time_step,
            "power": dict(self.power),
            "rounds": self.rounds,
            "events": self.events,
            "errors": [e.as_dict() for e in self.errors],
            "unverified_abilities": self.unverified_abilities,
            "unverified_cards": list(self.unverified_cards),
            "verified_abilities": self.verified_abilities,
            "digest": self.digest,
            "engine_version": self.engine_version,
            "card_data_version": self.card_data_version,
            "places": dict(self.places),
            "deck_errors": [
                {"seat": e.seat, "rule": e.rule, "message": e.message} for e in self.deck_errors
            ],
        }


def deck_errors(log: MatchLog, cards: CardDB) -> tuple[ReplayError, ...]:
    """The registered decks checked for legality (agot2.md section 2 and the restricted list
    the header names, [T-DECK-2]). Reported beside the verdict; they do not change the
    status, which is about the game played (see docs/match-log.md)."""
    ruleset_check = hooks_of(log.ruleset).deck_problems  # HBO: fixed house decks ([H-COMP-4])
    if ruleset_check is not None:
        return tuple(ReplayError(0, r, m, seat) for seat, r, m in ruleset_check(log, cards))
    fmt = "melee" if log.ruleset == MELEE else "joust"  # the list's section ([T-DECK-2])
    found: list[ReplayError] = []
    listed = None
    if log.restricted_list is not None:
        try:
            listed = restricted_list(log.restricted_list, cards.source or None)
        except (UnknownRestrictedList, OSError, ValueError) as exc:
            found.append(ReplayError(0, "T-DECK-2", str(exc)))
    code = log.restricted_list if listed is not None else None
    for seat in log.seats:
        for rule, message in _deck_problems(
            seat.faction, seat.agenda, seat.plots, seat.cards, cards, code, fmt
        ):
            found.append(ReplayError(0, rule, message, seat.key))
    return tuple(found)


@lru_cache(maxsize=256)
def _deck_problems(
    faction: str,
    agenda: str | None,
    plots: tuple[tuple[str, int], ...],
    draw: tuple[tuple[str, int], ...],
    cards: CardDB,
    restricted_code: str | None,
    fmt: str = "joust",
) -> tuple[tuple[str, str], ...]:
    """(rule, message) of each legality problem of one registered deck. Cached: a worker
    replays many logs of the same registered decks, and the checks are pure (same deck,
    card data and list, same answer)."""
    listed = (
        None if restricted_code is None else restricted_list(restricted_code, cards.source or None)
    )
    deck = Deck.create(faction, [agenda] if agenda else [], dict(plots), dict(draw))
    errors = validate_deck(deck, cards, listed, fmt)
    return tuple((error.rule, error.message) for error in errors)
