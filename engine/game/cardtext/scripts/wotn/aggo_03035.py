"""Aggo (03035, WotN, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, card_test, choose, effects
from engine.game.cardtext.vocab.conditions import plot_with_trait_revealed

_KNEELING_BLOODRIDER = card_test(type="character", traits=("Bloodrider",), kneeling=True)


register(
    # Aggo: "If there is a Summer plot card revealed", choose and stand a Bloodrider
    # character (limit once per round)
    Script(
        "03035",
        abilities=(
            Ability(
                "action",
                "if a Summer plot is revealed, choose and stand a Bloodrider character",
                effects.on_targets("stand"),
                condition=plot_with_trait_revealed("Summer"),
                targets=(choose(_KNEELING_BLOODRIDER, "a kneeling Bloodrider character"),),
                limit=Limit(1, "round"),
            ),
        ),
    ),
)
