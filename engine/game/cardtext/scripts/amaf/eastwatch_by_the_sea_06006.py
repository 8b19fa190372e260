"""Eastwatch-by-the-Sea (06006, AMAF, thenightswatch location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState, plot_value


def _higher_reserve(st: GameState, use: Use) -> str | None:
    """ "if you have a higher reserve value than an opponent"."""
    mine = plot_value(st, use.seat, "reserve")
    others = [plot_value(st, p.index, "reserve") for p in st.players if p.index != use.seat]
    return None if any(mine > r for r in others) else "your reserve is not higher"


register(
    # Eastwatch-by-the-Sea: +1 reserve (the framework); after the dominance phase begins,
    # with a higher reserve than an opponent, draw 1 card
    Script(
        "06006",
        abilities=(
            Ability(
                "reaction",
                "after the dominance phase begins, with a higher reserve, draw 1 card",
                effects.draw(1),
                trigger=on.happened("phase_began", phase="dominance"),
                condition=_higher_reserve,
            ),
        ),
    ),
)
