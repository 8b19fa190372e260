"""Patience (10020, SoD, martell attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects

register(
    # Patience: return attached character to its owner's hand
    Script(
        "10020",
        abilities=(
            Ability(
                "action",
                "return attached character to its owner's hand",
                effects.on_attached("return_to_hand"),
                phase="challenges",
            ),
        ),
    ),
)
