"""Tyene Sand (10008, SoD, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.sod._shared import _put_self_into_play
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    costs,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Tyene Sand: after you lose a challenge as the defender, kneel a Sand Snake to put her
    # into play from your hand (Stealth: framework)
    Script(
        "10008",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge as the defender: kneel a Sand Snake, put her in play",
                _put_self_into_play,
                trigger=on.lost_challenge(defending=True),
                costs=(
                    costs.choose_and(
                        "kneel",
                        card_test(
                            type="character",
                            controller="you",
                            traits=("Sand Snake",),
                            kneeling=False,
                        ),
                        "a standing Sand Snake character you control",
                    ),
                ),
                from_zones=("hand",),
            ),
        ),
    ),
)
