"""Messenger Raven (01130, Core, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)

register(
    # Messenger Raven: "Return Messenger Raven to your hand to draw 1 card"
    Script(
        "01130",
        abilities=(
            Ability(
                "action",
                "return Messenger Raven to your hand to draw 1 card",
                effects.draw(1),
                phase="dominance",
                costs=(costs.return_self_to_hand(),),
            ),
        ),
    ),
)
