"""Power Behind the Throne (01018, Core, neutral plot)."""

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
from engine.game.logformat import primitives

register(
    # Power Behind the Throne: a stand token; discard one to stand a character
    Script(
        "01018",
        abilities=(
            Ability(
                "when_revealed",
                "place 1 stand token on this plot",
                lambda st, use: [primitives.token(use.source, "stand", 1)],
            ),
            Ability(
                "action",
                "discard 1 stand token to choose and stand a character",
                effects.on_targets("stand"),
                costs=(costs.discard_token_self("stand"),),
                targets=(
                    choose(card_test(type="character", kneeling=True), "a kneeling character"),
                ),
            ),
        ),
    ),
)
