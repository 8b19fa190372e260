"""At Prince Doran's Behest (10046, SoD, martell plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, effects

register(
    # At Prince Doran's Behest: choose and reveal a new plot card (its When Revealed follows)
    Script(
        "10046",
        abilities=(
            Ability(
                "when_revealed",
                "choose and reveal a new plot card",
                effects.on_targets("reveal_plot"),
                targets=(
                    choose(
                        card_test(type="plot", controller="you", zone="plot_deck"),
                        "a plot card in your plot deck",
                    ),
                ),
            ),
        ),
    ),
)
