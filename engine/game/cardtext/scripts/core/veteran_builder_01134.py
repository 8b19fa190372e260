"""Veteran Builder (01134, Core, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
    effects,
)

register(
    # Veteran Builder: "Sacrifice Veteran Builder to choose and stand a location"
    Script(
        "01134",
        abilities=(
            Ability(
                "action",
                "sacrifice Veteran Builder to choose and stand a location",
                effects.on_targets("stand"),
                costs=(costs.sacrifice_self(),),
                targets=(choose(card_test(type="location", kneeling=True), "a kneeling location"),),
            ),
        ),
    ),
)
