"""The Mander (01193, Core, tyrell location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # The Mander: win by 5 or more STR, kneel to draw 2 cards
    Script(
        "01193",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge by 5 or more STR, kneel to draw 2 cards",
                effects.draw(2),
                trigger=on.won_challenge(margin=5),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
