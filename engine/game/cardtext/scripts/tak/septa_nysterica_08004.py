"""Septa Nysterica (08004, TAK, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, costs, effects

register(
    # Septa Nysterica: kneel her to stand an attacker with STR 4 or lower and remove it
    Script(
        "08004",
        abilities=(
            Ability(
                "action",
                "kneel Septa Nysterica to stand an attacking character with STR 4 or lower "
                "and remove it from the challenge",
                effects.stand_and_remove,
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="character", attacking=True, max_str=4),
                        "an attacking character with STR 4 or lower",
                    ),
                ),
            ),
        ),
    ),
)
