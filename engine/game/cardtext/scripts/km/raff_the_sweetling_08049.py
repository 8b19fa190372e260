"""Raff the Sweetling (08049, Km, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.km._shared import _self_pillaged
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)

register(
    # Raff the Sweetling: after he pillages a character, return a character with printed
    # cost 2 or lower to its owner's hand (Pillage: framework)
    Script(
        "08049",
        abilities=(
            Ability(
                "reaction",
                "after he discards a character using pillage: return a cheap character",
                effects.on_targets("return_to_hand"),
                trigger=_self_pillaged("character"),
                targets=(
                    choose(
                        card_test(type="character", max_printed_cost=2),
                        "a character with printed cost 2 or lower",
                    ),
                ),
            ),
        ),
    ),
)
