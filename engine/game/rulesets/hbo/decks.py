"""Deck check of ``hbo-2p`` logs: fixed house decks and plot decks, or a plot draft.

Each seat plays one house ([H-SETUP-2]) with that house's fixed 50-card draw deck
([H-COMP-4]) and, without the draft variant, its fixed 7-plot deck ([H-SETUP-3]). With
``"options": {"plot_draft": ...}`` the plot deck is 7 of the 13 plots the seat had after the
draft ([H-DRAFT-0..6]); a recorded draft is checked step by step. Problems are reported
beside the verdict as ``deck_errors`` (seat, rule, message), like Second Edition deck
legality (docs/match-log.md).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from engine.game.data.cards import CardDB
from engine.game.data.decks import Deck
from engine.game.logformat.log import MatchLog, Seat
from engine.game.rulesets.hbo.cardfile import HOUSES, PLOT_DECK_SIZE, Box, house_box

Problem = tuple[str, str, str]  # (seat, rule, message)
DRAFTED = 6  # [H-DRAFT-4]


def deck_problems(log: MatchLog, cards: CardDB) -> list[Problem]:
    """Every deck problem of an hbo-2p log's seats (empty when both decks are the box's)."""
    box = house_box(cards)
    draft = log.options.get("plot_draft", False)
    found: list[Problem] = []
    houses = sorted(seat.faction for seat in log.seats)
    if houses != sorted(HOUSES):
        found.append(("A", "H-SETUP-2", f"one seat plays Lannister, one Stark, not {houses}"))
    drafted = _drafted(log, box, draft, found) if isinstance(draft, dict) else None
    for seat in log.seats:
        found += [(seat.key, rule, msg) for rule, msg in _seat_problems(seat, box, draft, drafted)]
    if draft is True:
        found += _undrafted_overlap(log, box)
    return found


def _seat_problems(
    seat: Seat, box: Box, draft: Any, drafted: dict[str, set[str]] | None
) -> Iterator[tuple[str, str]]:
    if seat.agenda is not None:
        yield "H-2E-27", "the HBO edition has no agendas"
    house = box.decks.get(seat.faction)
    if house is None:
        yield "H-SETUP-2", f"{seat.faction!r} is not a house of the box (lannister or stark)"
        return
    if seat.cards != house.cards:
        yield "H-COMP-4", f"the draw deck must be exactly the fixed {seat.faction} deck"
    plots = [code for code, count in seat.plots for _ in range(count)]
    if not draft:
        if sorted(plots) != sorted(house.plots):
            yield "H-SETUP-3", f"the plot deck must be exactly the fixed {seat.faction} plots"
        return
    if len(plots) != PLOT_DECK_SIZE or len(set(plots)) != len(plots):
        yield "H-DRAFT-5", "the plot deck is 7 different plots chosen after the draft"
    allowed = set(house.plots) | (drafted[seat.key] if drafted is not None else set(box.draft_pool))
    for code in sorted(set(plots) - allowed):
        yield "H-DRAFT-5", f"plot {code} is neither a {seat.faction} plot nor one it drafted"
    if drafted is None and len(set(plots) & set(box.draft_pool)) > DRAFTED:
        yield "H-DRAFT-4", "at most 6 drafted plots"


def _undrafted_overlap(log: MatchLog, box: Box) -> list[Problem]:
    """Without recorded steps: no draft-pool plot went to both players ([H-DRAFT-2..3])."""
    pool = set(box.draft_pool)
    a, b = ({code for code, _ in seat.plots} & pool for seat in log.seats)
    both = sorted(a & b)
    return [("B", "H-DRAFT-3", f"plot {code} was drafted by both players") for code in both]


def _drafted(
    log: MatchLog, box: Box, draft: dict[str, Any], found: list[Problem]
) -> dict[str, set[str]]:
    """The plots each seat drafted, checking the recorded steps ([H-DRAFT-1..5])."""
    drafted: dict[str, set[str]] = {"A": set(), "B": set()}
    dealt_all: list[str] = []
    for number, step in enumerate(draft["rounds"], start=1):
        for key, other in (("A", "B"), ("B", "A")):
            mine, theirs = step[key], step[other]
            dealt_all += mine["dealt"]
            if mine["keep"] not in mine["dealt"]:
                found.append((key, "H-DRAFT-2", f"round {number}: kept a plot not dealt to it"))
            passed = [c for c in theirs["dealt"] if c != theirs["keep"]]
            if mine["keep_passed"] not in passed or len(passed) != 2:
                found.append(
                    (key, "H-DRAFT-3", f"round {number}: kept a plot not among the 2 passed")
                )
            drafted[key] |= {mine["keep"], mine["keep_passed"]}
    if sorted(dealt_all) != sorted(box.draft_pool):
        found.append(("A", "H-DRAFT-4", "the draft must deal each of the 18 draft plots once"))
    for seat in log.seats:
        final = sorted(draft["final"][seat.key])
        registered = sorted(code for code, count in seat.plots for _ in range(count))
        if final != registered:
            found.append((seat.key, "H-DRAFT-5", "the registered plots are not the final 7"))
    return drafted


def house_decks(cards: CardDB) -> tuple[Deck, Deck]:
    """The two fixed decks of the box as registered decks (Lannister, then Stark), with
    their fixed plot decks: what the simulator seats for an hbo-2p game."""
    box = house_box(cards)
    decks = []
    for house in HOUSES:
        fixed = box.decks[house]
        plots = {code: 1 for code in fixed.plots}
        decks.append(Deck.create(house, [], plots, dict(fixed.cards), name=f"HBO {house.title()}"))
    return decks[0], decks[1]
