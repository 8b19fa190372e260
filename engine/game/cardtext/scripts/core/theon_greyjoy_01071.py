"""Theon Greyjoy (01071, Core, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _UNOPPOSED_WITH_SELF
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)

register(
    # Theon Greyjoy: "After you win an unopposed challenge ... he gains 1 power."
    Script(
        "01071",
        abilities=(
            Ability(
                "reaction",
                "after you win an unopposed challenge in which he participates, gain 1 power",
                effects.gain_power_self(1),
                trigger=_UNOPPOSED_WITH_SELF,
            ),
        ),
    ),
)
