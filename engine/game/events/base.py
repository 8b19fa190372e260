"""What every event handler shares: the ``Handler`` record and small helpers."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.game.state import GameState, RuleError

Event = dict[str, Any]
DRAW_TYPES = ("character", "location", "attachment")


@dataclass(frozen=True, slots=True)
class Handler:
    """How one event type is replayed; ``rule`` says where the event is allowed."""

    rule: str
    fits: Callable[[GameState, Event], bool]
    check: Callable[[GameState, Event], None]
    apply: Callable[[GameState, Event], None]


def seat_of(st: GameState, ev: Event) -> int:
    return 0 if ev["seat"] == "A" else 1


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
        raise RuleError(rule, f"{'AB'[seat]} has already done this")
    first = st.order()[0]
    if seat != first and not done(first):
        raise RuleError(rule, f"in player order: {'AB'[first]} (first player) goes first")


def own_cards(st: GameState, seat: int, ids: list[str], zone: str, rule: str) -> None:
    if len(set(ids)) != len(ids):
        raise RuleError(rule, "the same card is named twice")
    for cid in ids:
        inst = st.card(cid)
        if inst.zone != zone or inst.owner != seat:
            raise RuleError(rule, f"{cid} is not in {'AB'[seat]}'s {zone.replace('_', ' ')}")


def nothing(st: GameState, ev: Event) -> None:
    return None


def has_pending_draw(st: GameState, ev: Event) -> bool:
    return st.players[seat_of(st, ev)].pending_draw > 0
