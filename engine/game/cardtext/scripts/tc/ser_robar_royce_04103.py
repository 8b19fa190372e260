"""Ser Robar Royce (04103, TC, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    effects,
    triggers,
)

register(
    # Ser Robar Royce: after a Summer plot is revealed he "gains 1 power" (limit once per
    # phase); forced: after a Winter plot is revealed, kneel him
    Script(
        "04103",
        abilities=(
            Ability(
                "reaction",
                "after a Summer plot card is revealed, Ser Robar Royce gains 1 power",
                effects.gain_power_self(1),
                trigger=triggers.plot_revealed_with("Summer"),
                limit=Limit(1, "phase"),
            ),
            Ability(
                "forced",
                "after a Winter plot card is revealed, kneel Ser Robar Royce",
                effects.kneel_self_if_standing,
                trigger=triggers.plot_revealed_with("Winter"),
            ),
        ),
    ),
)
