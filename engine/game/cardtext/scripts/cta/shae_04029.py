"""Shae (04029, CtA, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    costs,
    effects,
)

register(
    # Shae: challenges action, "Pay 1 gold to stand Shae" (limit twice per phase)
    Script(
        "04029",
        abilities=(
            Ability(
                "action",
                "pay 1 gold to stand Shae",
                effects.on_self("stand"),
                phase="challenges",
                costs=(costs.pay_gold(1),),
                limit=Limit(2, "phase"),
            ),
        ),
    ),
)
