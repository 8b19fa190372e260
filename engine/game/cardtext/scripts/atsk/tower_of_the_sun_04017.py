"""Tower of the Sun (04017, AtSK, martell location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, effects, triggers

register(
    # Tower of the Sun: "After an event is played" (by any player), gain 1 gold (limit once
    # per phase)
    Script(
        "04017",
        abilities=(
            Ability(
                "reaction",
                "after an event is played, gain 1 gold",
                effects.gain_gold(1),
                trigger=triggers.happened("played"),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
