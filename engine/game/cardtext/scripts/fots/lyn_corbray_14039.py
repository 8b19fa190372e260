"""Lyn Corbray (14039, FotS, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
    triggers,
)

register(
    # Lyn Corbray: stealth (the framework); stand him after an opponent initiates a [power]
    # challenge against you
    Script(
        "14039",
        abilities=(
            Ability(
                "reaction",
                "after an opponent initiates a power challenge against you, stand Lyn Corbray",
                effects.on_self("stand"),
                trigger=triggers.initiated_against_you("power"),
            ),
        ),
    ),
)
