"""Nymeria's Guard (10009, SoD, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.sod._shared import _put_self_into_play
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    costs,
)

register(
    # Nymeria's Guard: pay 4 gold and stand a Sand Snake to put it into play from your hand
    Script(
        "10009",
        abilities=(
            Ability(
                "action",
                "pay 4 gold and stand a Sand Snake: put it into play from your hand",
                _put_self_into_play,
                phase="challenges",
                costs=(
                    costs.pay_gold(4),
                    costs.choose_and(
                        "stand",
                        card_test(
                            type="character",
                            controller="you",
                            traits=("Sand Snake",),
                            kneeling=True,
                        ),
                        "a kneeling Sand Snake character you control",
                    ),
                ),
                from_zones=("hand",),
            ),
        ),
    ),
)
