"""Jeyne Westerling (05033, LoCR, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, costs, effects

register(
    # Jeyne Westerling: kneel her to stand a [stark] King or Lord
    Script(
        "05033",
        abilities=(
            Ability(
                "action",
                "kneel Jeyne Westerling to stand a Stark King or Lord character",
                effects.on_targets("stand"),
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(
                            type="character",
                            faction="stark",
                            traits=("King", "Lord"),
                            kneeling=True,
                        ),
                        "a kneeling Stark King or Lord character",
                    ),
                ),
            ),
        ),
    ),
)
