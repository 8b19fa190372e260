"""Filthy Accusations (01011, Core, neutral plot)."""

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
    # Filthy Accusations: "Choose and kneel a character." (a standing one, [R-TARGET-9])
    Script(
        "01011",
        abilities=(
            Ability(
                "when_revealed",
                "choose and kneel a character",
                effects.on_targets("kneel"),
                targets=(
                    choose(card_test(type="character", kneeling=False), "a standing character"),
                ),
            ),
        ),
    ),
)
