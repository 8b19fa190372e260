"""Dracarys! (01176, Core, targaryen event)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _minus_str_killed_at_zero
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
)
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState, RuleError


def _kneel_dragon_or_daenerys(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "Kneel a Dragon character or Daenerys Targaryen" (one the user controls)."""
    chosen = [p for p in paid if p["op"] == "kneel" and "card" in p][:1]
    if not chosen:
        raise RuleError("R-COST-2", "the cost is to kneel a Dragon character or Daenerys")
    inst = st.card(chosen[0]["card"])
    fits = inst.card.type == "character" and (
        has_trait(st, inst.id, "Dragon") or inst.card.name == "Daenerys Targaryen"
    )
    if not fits or inst.zone != "play" or inst.controller != use.seat:
        raise RuleError(
            "R-COST-2", f"{inst.id} is not a Dragon character or Daenerys Targaryen you control"
        )
    return chosen


register(
    # Dracarys!: kneel a Dragon or Daenerys to give a participating character -4 STR (killed
    # at STR 0) until the end of the phase
    Script(
        "01176",
        abilities=(
            Ability(
                "action",
                "kneel a Dragon or Daenerys to give a participating character -4 STR",
                _minus_str_killed_at_zero(4),
                costs=(Cost(_kneel_dragon_or_daenerys, "kneel a Dragon or Daenerys Targaryen"),),
                targets=(
                    choose(
                        card_test(type="character", participating=True),
                        "a participating character",
                    ),
                ),
            ),
        ),
    ),
)
