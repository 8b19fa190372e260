"""Sansa Stark (01147, Core, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    constants,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Sansa Stark: enters play knelt; after she stands, gain 1 power (once per round)
    Script(
        "01147",
        constants=(constants.on_self("enters_knelt"),),
        abilities=(
            Ability(
                "reaction",
                "after Sansa Stark stands, gain 1 power for your faction",
                effects.gain_power_faction(1),
                trigger=on.self_happened("stood"),
                limit=Limit(1, "round"),
            ),
        ),
    ),
)
