"""Ability checks of the HBO edition beyond the shared ones ([H-ACT-*], [H-SAVE-*])."""

from __future__ import annotations

from typing import Any

from engine.game.hbo.texts import action_phases
from engine.game.rulesets import ruleset
from engine.game.state import CardInst, GameState, RuleError

Event = dict[str, Any]


def check_hbo_ability(st: GameState, ev: Event, inst: CardInst) -> bool:
    """Raise for an HBO ability used against its rules; True when the source is an event
    played earlier in this challenge whose rest resolves now (Devious Methods: "if you win,
    draw 2", [H-CHAL-ORDER-EX]), which the shared check would refuse as out of play."""
    kind = ev["kind"]
    effects = ev.get("effects") or []
    assert isinstance(effects, list)
    saves = any(isinstance(p, dict) and p.get("op") == "save" for p in effects)
    if kind == "interrupt" and not ev.get("cancelled") and not saves:  # [H-SAVE-1]
        raise RuleError(
            "H-SAVE-1", "only a save response interrupts; other responses follow the event"
        )
    if kind == "action":
        phases = action_phases(inst.card.text)
        if phases and "any phase" not in phases and st.phase not in phases:
            raise RuleError(
                "H-ACT-3",
                f"{inst.id}'s action is headed {'/'.join(sorted(phases))}: "
                f"not usable in the {st.phase} phase",
            )
    ch = st.challenge
    return (
        ruleset(st.ruleset).delayed_event_effects
        and kind in ("forced", "reaction")
        and inst.zone == "discard"
        and ch is not None
        and inst.id in ch.played_events
    )
