"""Jeyne Poole (07033, WotW, stark character)."""

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
    # Jeyne Poole: sacrifice her to return a Lady from your discard pile to your hand
    Script(
        "07033",
        abilities=(
            Ability(
                "action",
                "sacrifice her: return a Lady character from your discard pile to your hand",
                effects.on_targets("move", to="hand"),
                phase="marshaling",
                costs=(costs.sacrifice_self(),),
                targets=(
                    choose(
                        card_test(
                            type="character", controller="you", traits=("Lady",), zone="discard"
                        ),
                        "a Lady character in your discard pile",
                    ),
                ),
            ),
        ),
    ),
)
