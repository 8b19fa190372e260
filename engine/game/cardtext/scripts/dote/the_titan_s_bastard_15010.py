"""The Titan's Bastard (15010, DotE, targaryen character)."""

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
    # The Titan's Bastard: kneel it: a Mercenary character from your discard pile to hand
    Script(
        "15010",
        abilities=(
            Ability(
                "action",
                "kneel: return a Mercenary character from your discard pile to your hand",
                effects.on_targets("move", to="hand"),
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(
                            type="character",
                            controller="you",
                            traits=("Mercenary",),
                            zone="discard",
                        ),
                        "a Mercenary character in your discard pile",
                    ),
                ),
            ),
        ),
    ),
)
