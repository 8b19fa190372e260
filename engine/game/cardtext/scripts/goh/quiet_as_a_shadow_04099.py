"""Quiet as a Shadow (04099, GoH, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)

register(
    # Quiet as a Shadow: a unique character with printed cost 3 or lower gains stealth until
    # the end of the phase
    Script(
        "04099",
        abilities=(
            Ability(
                "action",
                "a unique character with printed cost 3 or lower gains stealth",
                effects.on_targets("keyword", keyword="stealth", until="phase"),
                targets=(
                    choose(
                        card_test(type="character", unique=True, max_printed_cost=3),
                        "a unique character with printed cost 3 or lower",
                    ),
                ),
            ),
        ),
    ),
)
