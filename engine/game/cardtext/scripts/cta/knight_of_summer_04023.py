"""Knight of Summer (04023, CtA, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.model import CardInst, GameState


def _more_summer_than_winter(st: GameState, inst: CardInst) -> bool:
    """ "While there are more Summer plot cards than Winter plot cards revealed" (every
    player's revealed plot, its Traits now)."""
    return revealed_with_trait(st, "Summer") > revealed_with_trait(st, "Winter")


register(
    # Knight of Summer: "+2 STR and gains renown" while more Summer than Winter plots are
    # revealed
    Script(
        "04023",
        constants=(
            constants.on_self("str", value=2, when=_more_summer_than_winter),
            constants.on_self("keyword", "renown", when=_more_summer_than_winter),
        ),
    ),
)
