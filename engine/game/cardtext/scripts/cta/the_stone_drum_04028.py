"""The Stone Drum (04028, CtA, baratheon location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.model import CardInst, GameState


def _kingdom_plot_revealed(st: GameState, inst: CardInst) -> bool:
    """ "While there is a Kingdom plot card revealed" (any player's)."""
    return revealed_with_trait(st, "Kingdom") > 0


register(
    # The Stone Drum: +1 gold on your revealed plot "While there is a Kingdom plot card
    # revealed" ([R-PLOTMOD-1])
    Script(
        "04028",
        constants=(constants.for_controller("plot", "income", when=_kingdom_plot_revealed),),
    ),
)
