"""Wardens of the North (02062, NMG, stark plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    conditions,
    costs,
    effects,
)

# "another [stark] character": one of yours, standing, not yet in the challenge
_STARK_OUTSIDE = card_test(
    type="character", controller="you", faction="stark", kneeling=False, participating=False
)


register(
    # Wardens of the North: kneel another [stark] character to have it join the challenge
    Script(
        "02062",
        abilities=(
            Ability(
                "action",
                "kneel another Stark character: it participates on your side",
                effects.paid_participate(),
                phase="challenges",
                condition=conditions.with_participating(
                    card_test(
                        type="character", controller="you", faction="stark", participating=True
                    ),
                    "Stark character",
                ),
                costs=(
                    costs.choose_and(
                        "kneel",
                        _STARK_OUTSIDE,
                        "another standing Stark character you control",
                    ),
                ),
                limit=Limit(2, "round"),
            ),
        ),
    ),
)
