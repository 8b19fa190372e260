"""Waking the Dragon (01178, Core, targaryen event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _RETURN_AT_THE_END_OF_THE_PHASE
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)

register(
    # Waking the Dragon: stand a unique [targaryen] character; it returns to hand at the end
    # of the phase
    Script(
        "01178",
        abilities=(
            Ability(
                "action",
                "stand a unique Targaryen character, returned to hand at the end of the phase",
                effects.both(effects.on_targets("stand"), _RETURN_AT_THE_END_OF_THE_PHASE),
                targets=(
                    choose(
                        card_test(
                            type="character", faction="targaryen", unique=True, controller="you"
                        ),
                        "a unique Targaryen character you control",
                    ),
                ),
            ),
        ),
    ),
)
