"""Undo events (docs/match-log.md, *Undo*, [LOG-UNDO-1..4]): which events a replay skips,
from the log alone (``undo_plan``), and why an undo may not take its event back."""

from __future__ import annotations

from collections.abc import Sequence

from engine.game.logformat.events import GameEvent, SeatEvent, Undo
from engine.game.state.model import RuleError


def entered_by(ev: GameEvent) -> str | None:
    """The seat that entered an event: its ``by`` field, else its own ``seat`` ([LOG-UNDO-2])."""
    if ev.by is not None:
        return ev.by
    return ev.seat if isinstance(ev, SeatEvent) else None


def undo_plan(events: Sequence[GameEvent]) -> dict[int, RuleError | None]:
    """The seqs a replay skips because of undo events (docs/match-log.md, *Undo*): each
    valid undo and the event it undoes map to None, an invalid undo to its ``RuleError``
    (the undo is then ignored). Depends on the log alone, not on the game state."""
    plan: dict[int, RuleError | None] = {}
    effective: list[GameEvent] = []  # events not undone, undo events left out
    accepted: list[GameEvent] = []  # every event but the invalid undos (ignored)
    for ev in events:
        if not isinstance(ev, Undo):
            effective.append(ev)
            accepted.append(ev)
            continue
        problem = undo_problem(ev, effective, accepted)
        plan[ev.seq] = problem
        if problem is None:
            plan[effective.pop().seq] = None
            accepted.append(ev)
    return plan


def undo_problem(
    undo: Undo,
    effective: Sequence[GameEvent],
    before: Sequence[GameEvent],
) -> RuleError | None:
    """Why ``undo`` may not take back its event, or None. ``effective`` are the events not
    undone so far (undo events left out), ``before`` every event before the undo."""
    target, seat = undo.undoes, undo.seat
    if any(ev.seq == target and ev.type == "undo" for ev in before):
        return RuleError("LOG-UNDO-4", f"event {target} is an undo: an undo is not undone")
    if not effective or effective[-1].seq != target:
        last = f"event {effective[-1].seq}" if effective else "nothing"
        return RuleError(
            "LOG-UNDO-1",
            f"only the last event not yet undone can be undone ({last}), not event {target}",
        )
    by = entered_by(effective[-1])
    if by != seat:
        who = "nobody's (no seat or by)" if by is None else f"entered by {by}"
        return RuleError("LOG-UNDO-2", f"event {target} was {who}: {seat} cannot undo it")
    for ev in before:
        if ev.seq > target and entered_by(ev) not in (seat, None):
            return RuleError(
                "LOG-UNDO-3",
                f"{entered_by(ev)} entered event {ev.seq} after event {target}: "
                "an event is undone only before the opponent acts",
            )
    return None
