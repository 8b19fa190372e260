"""Old Forest Hunter (01131, Core, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    costs,
    effects,
)

register(
    # Old Forest Hunter: "Discard 1 card from your hand to gain 1 gold"
    Script(
        "01131",
        abilities=(
            Ability(
                "action",
                "discard 1 card from your hand to gain 1 gold",
                effects.gain_gold(1),
                costs=(
                    costs.choose_and(
                        "discard", card_test(controller="you", zone="hand"), "a card in your hand"
                    ),
                ),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
