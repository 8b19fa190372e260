"""Shandystone (08076, FotOG, martell location)."""

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
from engine.game.cardtext.vocab import triggers as on

register(
    # Shandystone: after you lose a challenge as the defender, kneel it to stand a character
    Script(
        "08076",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge as the defending player, stand a character",
                effects.on_targets("stand"),
                trigger=on.lost_challenge(defending=True),
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="character", controller="you", kneeling=True),
                        "a kneeling character you control",
                    ),
                ),
            ),
        ),
    ),
)
