"""Stannis's Wrath (08028, JtO, baratheon event)."""

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
    # Stannis's Wrath: choose and kneel a character without a [power] icon
    Script(
        "08028",
        abilities=(
            Ability(
                "action",
                "kneel a character without a power icon",
                effects.on_targets("kneel"),
                targets=(
                    choose(
                        card_test(type="character", kneeling=False, without_icon="power"),
                        "a standing character without a power icon",
                    ),
                ),
            ),
        ),
    ),
)
