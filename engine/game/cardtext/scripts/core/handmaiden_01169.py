"""Handmaiden (01169, Core, targaryen character)."""

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
    # Handmaiden: sacrificed to stand a Lady
    Script(
        "01169",
        abilities=(
            Ability(
                "action",
                "sacrifice Handmaiden to stand a Lady character",
                effects.on_targets("stand"),
                costs=(costs.sacrifice_self(),),
                targets=(
                    choose(card_test(type="character", traits=("Lady",)), "a Lady character"),
                ),
            ),
        ),
    ),
)
