"""Darkstar (08055, Km, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import CHALLENGE_TYPES
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError, icons


def _bypassed_loses_chosen_icon(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None and use.answers.card is not None
    bypassed = use.answers.card
    if use.choice not in icons(st, bypassed):
        raise RuleError("R-ABIL-7", f"{bypassed} has no {use.choice} icon to lose")
    return [primitives.icon(bypassed, use.choice, "phase", lose=True)]


def _self_bypassed(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "bypassed" and h.get("by") == use.source


register(
    # Darkstar: after he bypasses a character using stealth, it loses a challenge icon of
    # your choice this phase (Stealth: framework)
    Script(
        "08055",
        abilities=(
            Ability(
                "reaction",
                "after he bypasses a character: it loses a challenge icon of your choice",
                _bypassed_loses_chosen_icon,
                trigger=_self_bypassed,
                choices=CHALLENGE_TYPES,
            ),
        ),
    ),
)
