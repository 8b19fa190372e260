"""Stinking Drunk (02088, CoW, baratheon attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects, triggers

register(
    # Stinking Drunk: after attached character stands, sacrifice it to kneel that character
    # (Opponent's character only: framework)
    Script(
        "02088",
        abilities=(
            Ability(
                "reaction",
                "after attached character stands, sacrifice Stinking Drunk to kneel it",
                effects.on_attached("kneel"),
                trigger=triggers.attached_happened("stood"),
                costs=(costs.sacrifice_self(),),
            ),
        ),
    ),
)
