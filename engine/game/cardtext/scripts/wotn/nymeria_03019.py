"""Nymeria (03019, WotN, stark attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    constants,
    costs,
    effects,
)

register(
    # Nymeria: intimidate; pay 1 gold to attach it to a different character
    Script(
        "03019",
        constants=(constants.on_attached("keyword", "intimidate"),),
        abilities=(
            Ability(
                "action",
                "pay 1 gold to attach Nymeria to a different character",
                effects.attach_self_to_target,
                costs=(costs.pay_gold(1),),
                targets=(choose(card_test(type="character"), "a character"),),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
