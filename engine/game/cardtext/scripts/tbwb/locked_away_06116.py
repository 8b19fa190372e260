"""Locked Away (06116, TBWB, martell attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Locked Away: after the marshaling phase begins, attached returns to hand, unsaveable
    Script(
        "06116",
        abilities=(
            Ability(
                "reaction",
                "after the marshaling phase begins, return attached character to hand",
                effects.on_attached("return_to_hand", cannot_be_saved=True),
                trigger=on.happened("phase_began", phase="marshaling"),
            ),
        ),
    ),
)
