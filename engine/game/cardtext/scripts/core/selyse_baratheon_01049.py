"""Selyse Baratheon (01049, Core, baratheon character)."""

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
    # Selyse Baratheon: pay 1 gold, a [baratheon] character gains an [intrigue] icon
    Script(
        "01049",
        abilities=(
            Ability(
                "action",
                "pay 1 gold: a Baratheon character gains an intrigue icon until the phase ends",
                effects.on_targets("icon", icon="intrigue", until="phase"),
                phase="challenges",
                costs=(costs.pay_gold(1),),
                targets=(
                    choose(
                        card_test(type="character", faction="baratheon"), "a Baratheon character"
                    ),
                ),
            ),
        ),
    ),
)
