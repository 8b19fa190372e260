"""Tithe (03045, WotN, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    costs,
    effects,
)

_NEUTRAL = card_test(type="character", controller="you", faction="neutral", kneeling=False)


register(
    # Tithe: "Kneel a neutral character" to gain 2 gold
    Script(
        "03045",
        abilities=(
            Ability(
                "action",
                "kneel a neutral character to gain 2 gold",
                effects.gain_gold(2),
                costs=(
                    costs.choose_and(
                        "kneel", _NEUTRAL, "a standing neutral character", offer_first=True
                    ),
                ),
            ),
        ),
    ),
)
