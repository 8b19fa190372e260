"""Fealty (01027, Core, neutral agenda)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)

register(
    # Fealty: the 15-neutral-card limit is deckbuilding (engine.game.data.legality); kneel the
    # faction card to reduce the next loyal card marshaled or played this phase by 1
    Script(
        "01027",
        abilities=(
            Ability(
                "action",
                "kneel your faction card to reduce the next loyal card by 1",
                effects.reduce_next_cost(1, "loyal|play"),
                costs=(costs.kneel_faction(),),
            ),
        ),
    ),
)
