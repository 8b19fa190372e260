"""Joffrey Baratheon (01086, Core, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Joffrey Baratheon: "After a Lord or Lady character is killed ... gains 1 power"
    Script(
        "01086",
        abilities=(
            Ability(
                "reaction",
                "after a Lord or Lady character is killed, gain 1 power",
                effects.gain_power_self(1),
                trigger=on.card_happened(
                    "killed", card_test(type="character", traits=("Lord", "Lady"), zone="dead")
                ),
                limit=Limit(3, "round"),
            ),
        ),
    ),
)
