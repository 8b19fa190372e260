"""Magister Illyrio (01163, Core, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    costs,
    effects,
)

register(
    # Magister Illyrio: 2 gold to stand a character, once per phase
    Script(
        "01163",
        abilities=(
            Ability(
                "action",
                "pay 2 gold to stand a character",
                effects.on_targets("stand"),
                costs=(costs.pay_gold(2),),
                targets=(choose(card_test(type="character"), "a character"),),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
