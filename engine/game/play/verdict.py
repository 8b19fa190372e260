"""What a replay reports: the ``Verdict`` of a log, its ``ReplayError`` values, and the
registered decks' legality problems reported beside it (``deck_errors``: agot2.md section 2,
the restricted list [T-DECK-2]; they do not change the status)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from engine.game.data.cards import CardDB
from engine.game.data.decks import Deck
from engine.game.data.legality import validate_deck
from engine.game.data.restricted import UnknownRestrictedList, restricted_list
from engine.game.logformat.log import MELEE, MatchLog
from engine.game.rulesets.hooks import hooks_of
from engine.game.state.model import GameState
from engine.version import ENGINE_VERSION


@dataclass(frozen=True, slots=True)
class ReplayError:
    """One broken rule: the event number, the rule id and what happened (``seat`` names the
    deck for a deck-legality problem, whose ``seq`` is 0)."""

    seq: int
    rule: str
    message: str
    seat: str | None = None
    # a value the log states and the replay works out otherwise (``ValueDisagreement``):
    # what was compared, and the unread cards of the game that could change it (then the
    # verdict cannot decide: ``engine.game.play.unread``)
    values: tuple[str, ...] = ()
    unread_cards: tuple[str, ...] = ()

    @property
    def undecided(self) -> bool:
        """An error that an unread card could explain: no proof of an illegal game."""
        return bool(self.unread_cards)

    def as_dict(self) -> dict[str, Any]:
        found: dict[str, Any] = {"seq": self.seq, "rule": self.rule, "message": self.message}
        if self.values:
            found["values"] = list(self.values)
        if self.unread_cards:
            found["unread_cards"] = list(self.unread_cards)
        return found


@dataclass(frozen=True, slots=True)
class Verdict:
    """The outcome of a replay (see ``as_dict`` for the JSON form)."""

    status: str  # valid | invalid | undecided | incomplete
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
    # a joust: winner 1, loser 2); see engine.game.rulesets.melee.ending.places
    places: dict[str, int] = field(default_factory=dict)
    # the codes of the cards whose abilities were checked only for legality, and the number
    # of ability events checked against their card's text (docs/design.md, "Card text")
    unverified_cards: tuple[str, ...] = ()
    verified_abilities: int = 0
    # "full": every card of the game read and every ability event checked against its text;
    # "partial": ``unread_cards`` names every card of the game the engine does not read
    checked: str = "full"
    unread_cards: tuple[str, ...] = ()
    state: GameState | None = field(default=None, compare=False, repr=False)

    @property
    def headline(self) -> str:
        """The verdict in a judge's words: "valid", "valid, 12 cards not checked: ...",
        "cannot decide at event 41: ..." (``verdict_headline``)."""
        return verdict_headline(self.as_dict())

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
            "checked": self.checked,
            "unread_cards": list(self.unread_cards),
            "digest": self.digest,
            "engine_version": self.engine_version,
            "card_data_version": self.card_data_version,
            "places": dict(self.places),
            "deck_errors": [
                {"seat": e.seat, "rule": e.rule, "message": e.message} for e in self.deck_errors
            ],
        }


def verdict_headline(
    verdict: dict[str, Any], *, name: Callable[[str], str] = str, shown: int = 8
) -> str:
    """One line a judge reads a verdict's JSON form by: its status, what it could not check
    (a partial check names its unread cards, the first ``shown`` of them, each as ``name``
    gives it) and, for an undecided one, the event, the rule and the cards that could
    explain it. The pages, the API and the feed show this line (one wording everywhere)."""
    errors = verdict.get("errors") or []
    first = errors[0] if errors else None
    status = str(verdict.get("status", ""))
    if status == "undecided" and first is not None:
        cards = ", ".join(name(code) for code in first.get("unread_cards") or ())
        return (
            f"cannot decide at event {first['seq']} [{first['rule']}]: {first['message']}; "
            f"cards the engine does not read could explain it: {cards}"
        )
    head = status
    if status == "invalid" and first is not None:
        head = f"invalid at event {first['seq']} [{first['rule']}]: {first['message']}"
    if verdict.get("checked", "full") == "full":
        return head
    unread = list(verdict.get("unread_cards") or ())
    if not unread:
        return f"{head}, some abilities checked for legality only"
    listed = ", ".join(name(code) for code in unread[:shown])
    more = f" and {len(unread) - shown} more" if len(unread) > shown else ""
    return f"{head}, {len(unread)} cards not checked: {listed}{more}"


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
