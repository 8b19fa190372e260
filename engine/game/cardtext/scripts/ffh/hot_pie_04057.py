"""Hot Pie (04057, FFH, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    costs,
    effects,
)

_STANDING_COMPANION = card_test(
    type="character", controller="you", traits=("Companion",), kneeling=False
)


register(
    # Hot Pie: kneel a Companion character "to reduce the cost of the next unique character
    # you marshal this phase by 1"
    Script(
        "04057",
        abilities=(
            Ability(
                "action",
                "kneel a Companion character: the next unique character you marshal this "
                "phase costs 1 less",
                effects.reduce_next_cost(1, "unique_character"),
                phase="marshaling",
                costs=(
                    costs.choose_and(
                        "kneel",
                        _STANDING_COMPANION,
                        "a standing Companion character",
                        offer_first=True,
                    ),
                ),
            ),
        ),
    ),
)
