"""Change of Plans (08036, JtO, martell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _few_used_plots(st: GameState, use: Use) -> str | None:
    """ "if there are fewer than 5 plot cards in your used pile"."""
    return None if len(st.players[use.seat].used) < 5 else "5 or more plots in your used pile"


register(
    # Change of Plans: after you lose a challenge, with fewer than 5 used plots, move a plot
    # from your plot deck to the bottom of your used pile
    Script(
        "08036",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge: a plot from your plot deck to your used pile",
                effects.on_targets("move", to="used", bottom=True),
                trigger=on.lost_challenge(),
                condition=_few_used_plots,
                targets=(
                    choose(
                        card_test(type="plot", controller="you", zone="plot_deck"),
                        "a card in your plot deck",
                    ),
                ),
            ),
        ),
    ),
)
