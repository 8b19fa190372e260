"""Bodyguard (01033, Core, neutral attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)

register(
    # Bodyguard: when attached character would be killed or discarded, sacrifice to save it
    Script(
        "01033",
        abilities=(
            Ability(
                "interrupt",
                "sacrifice Bodyguard to save attached character",
                effects.on_attached("save"),
                costs=(costs.sacrifice_self(),),
                would=("killed", "discarded"),
            ),
        ),
    ),
)
