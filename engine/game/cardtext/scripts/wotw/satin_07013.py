"""Satin (07013, WotW, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Satin: after she is knelt, stand another Steward character (Limit twice per phase)
    Script(
        "07013",
        abilities=(
            Ability(
                "reaction",
                "after Satin is knelt: stand another Steward character",
                effects.on_targets("stand"),
                trigger=on.self_happened("knelt"),
                targets=(
                    choose(
                        card_test(type="character", traits=("Steward",), kneeling=True, other=True),
                        "another kneeling Steward character",
                    ),
                ),
                limit=Limit(2, "phase"),
            ),
        ),
    ),
)
