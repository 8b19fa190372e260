"""Small helpers every event handler shares (compiled with the replay, engine.native; the
``Handler`` record is in ``engine.game.play.handlers.handler``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from engine.game.logformat.events import GameEvent, SeatEvent
from engine.game.logformat.log import SEATS
from engine.game.state.model import SEAT_INDEX, GameState, RuleError

Event = GameEvent
DRAW_TYPES: Final = ("character", "location", "attachment")


def seat_of(st: GameState, ev: SeatEvent) -> int:
    """The index of the event's seat (a rule error for a seat the game does not have)."""
    index = SEAT_INDEX[ev.seat]
    if index >= len(st.players):
        raise RuleError("LOG-SEAT", f"this game has no seat {ev.seat}")
    return index


def no_check(st: GameState, ev: Event) -> None:
    return None


def always(st: GameState, ev: Event) -> bool:
    return True


def at_steps(*steps: str) -> Callable[[GameState, Event], bool]:
    wanted = frozenset(steps)
    return lambda st, ev: st.step in wanted


def in_order(st: GameState, seat: int, done: Callable[[int], bool], rule: str) -> None:
    """Things done "in player order": the first player goes first ([R-ORDER-1])."""
    if done(seat):
        raise RuleError(rule, f"{SEATS[seat]} has already done this")
    first = st.order()[0]
    if seat != first and not done(first):
        raise RuleError(rule, f"in player order: {SEATS[first]} (first player) goes first")
    following = next((i for i in st.order() if not done(i)), seat)
    if following != seat:  # a melee: the others clockwise ([R-MELEE-2])
        raise RuleError(rule, f"in player order: {SEATS[following]} goes next")


def own_cards(st: GameState, seat: int, ids: Sequence[str], zone: str, rule: str) -> None:
    if len(set(ids)) != len(ids):
        raise RuleError(rule, "the same card is named twice")
    for cid in ids:
        inst = st.card(cid)
        if inst.zone != zone or inst.owner != seat:
            raise RuleError(rule, f"{cid} is not in {SEATS[seat]}'s {zone.replace('_', ' ')}")


def nothing(st: GameState, ev: Event) -> None:
    return None


def has_pending_draw(st: GameState, ev: SeatEvent) -> bool:
    return st.players[seat_of(st, ev)].pending_draw > 0
