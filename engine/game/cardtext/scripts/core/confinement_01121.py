"""Confinement (01121, Core, martell event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _loses_every_icon
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
)

register(
    # Confinement: a character with STR 4 or lower loses its three icons this phase
    Script(
        "01121",
        abilities=(
            Ability(
                "action",
                "a character with STR 4 or lower loses a military, intrigue and power icon",
                _loses_every_icon,
                targets=(
                    choose(
                        card_test(type="character", max_str=4), "a character with STR 4 or lower"
                    ),
                ),
            ),
        ),
    ),
)
