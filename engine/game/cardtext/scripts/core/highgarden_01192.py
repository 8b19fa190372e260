"""Highgarden (01192, Core, tyrell location)."""

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
    # Highgarden: kneel and pay 1 gold to stand an attacker and remove it from the challenge
    Script(
        "01192",
        abilities=(
            Ability(
                "action",
                "kneel and pay 1 gold to stand an attacking character and remove it",
                effects.stand_and_remove,
                phase="challenges",
                costs=(costs.kneel_self(), costs.pay_gold(1)),
                targets=(
                    choose(card_test(type="character", attacking=True), "an attacking character"),
                ),
            ),
        ),
    ),
)
