"""A Feast for Crows (01002, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # A Feast for Crows: "After you win dominance, gain 2 power"
    Script(
        "01002",
        abilities=(
            Ability(
                "reaction",
                "after you win dominance, gain 2 power for your faction",
                effects.gain_power_faction(2),
                trigger=on.happened("dominance_won", yours=True),
            ),
        ),
    ),
)
