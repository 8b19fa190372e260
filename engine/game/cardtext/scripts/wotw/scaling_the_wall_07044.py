"""Scaling the Wall (07044, WotW, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
    triggers,
)

register(
    # Scaling the Wall: won with an attacking Wildling: a losing opponent's non-limited
    # location returns to its owner's hand
    Script(
        "07044",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge with an attacking Wildling, return a non-limited "
                "location of the losing opponent to its owner's hand",
                effects.on_targets("return_to_hand"),
                trigger=triggers.won_with_attacking("Wildling"),
                targets=(triggers.losers_location(),),
            ),
        ),
    ),
)
