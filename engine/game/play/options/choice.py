"""The legal options of a game state: what the framework waits for, and every legal choice.

``legal_options(state)`` looks at the step where the replay's working state rests (after
``engine.game.play.replay.apply_event``) and lists, as ``Choice`` values, the events that are
legal there. A choice is either a complete event (``fields``) or a template whose card list
is picked from a pool (``pick_from`` with ``pick_min``..``pick_max`` cards, written to
``pick_field``): attackers, defenders, claim victims, reserve discards and setup cards.
Every complete candidate is filtered through the engine's own ``fits`` and ``check``
handlers, so the options and the replay share one rules implementation; pools are built from
the engine's rule helpers (``rules.legal_attackers`` ...), where any subset of the allowed size
is legal.

Steps where the simulator models no decision (the action windows of the plot, draw,
dominance and standing phases, reached only for card abilities) give an empty list; the
caller then advances the framework. The live tracker can call ``legal_options`` after each
pushed event to offer the same choices to a human.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.game.logformat.readers import event_of
from engine.game.play.handlers import HANDLERS
from engine.game.rulesets.melee.events import check_in_game
from engine.game.state.model import GameState, RuleError

Event = dict[str, Any]

KEYWORD_TYPES = ("insight", "intimidate", "pillage", "renown")


@dataclass(frozen=True, slots=True)
class Choice:
    """One legal event, or an event template completed by picking cards from a pool.

    ``optional`` marks what a log may leave out: stated consequences (a challenge result,
    dominance, initiative), checkpoints and keywords; ``extra`` holds per-pool side options
    (stealth targets per stealth attacker, duplicates that can save a claim victim).
    """

    type: str
    seat: str | None
    fields: dict[str, Any]
    optional: bool = False
    pick_from: tuple[str, ...] = ()
    pick_field: str | None = None
    pick_min: int = 0
    pick_max: int = 0
    extra: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def event(self, picked: list[str] | None = None) -> Event:
        """The event this choice describes (without ``seq``), with ``picked`` cards."""
        ev: Event = {"type": self.type}
        if self.seat is not None:
            ev["seat"] = self.seat
        ev.update(self.fields)
        if self.pick_field is not None:  # after the cards the template already names
            ev[self.pick_field] = list(self.fields.get(self.pick_field, [])) + list(picked or [])
        return ev


def is_legal(st: GameState, event: Event) -> bool:
    """Whether ``event`` (a JSON event; ``seq`` may be left out) fits the current step and
    passes the engine's check (no change made)."""
    ev = event_of({"seq": st.seq + 1, **event})
    handler = HANDLERS[ev.type]
    if not handler.fits(st, ev):
        return False
    try:
        check_in_game(st, ev)  # melee only ([R-ELIM-1])
        handler.check(st, ev)
    except RuleError:
        return False
    return True
