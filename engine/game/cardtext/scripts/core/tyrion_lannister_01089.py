"""Tyrion Lannister (01089, Core, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Tyrion Lannister: "After an [intrigue] challenge is initiated, gain 2 gold."
    Script(
        "01089",
        abilities=(
            Ability(
                "reaction",
                "after an intrigue challenge is initiated, gain 2 gold",
                effects.gain_gold(2),
                trigger=on.happened("challenge_initiated", type="intrigue"),
                limit=Limit(2, "round"),
            ),
        ),
    ),
)
