"""Acolyte of the Waves (08012, TAK, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.cardtext.vocab import triggers as on

register(
    # Acolyte of the Waves: when it is killed, gain 1 power for your faction
    Script(
        "08012",
        abilities=(
            Ability(
                "interrupt",
                "when Acolyte of the Waves is killed, gain 1 power for your faction",
                effects.gain_power_faction(1),
                trigger=on.self_happened("killed"),
                from_zones=("dead",),
            ),
        ),
    ),
)
