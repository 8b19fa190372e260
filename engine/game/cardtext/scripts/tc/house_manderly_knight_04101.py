"""House Manderly Knight (04101, TC, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.model import CardInst, GameState


def _winter_revealed(st: GameState, inst: CardInst) -> bool:
    """ "While there is a Winter plot card revealed" (any player's; a Trait card text gave
    counts too, ``revealed_with_trait``)."""
    return revealed_with_trait(st, "Winter") > 0


register(
    # House Manderly Knight: +2 STR "While there is a Winter plot card revealed"
    Script("04101", constants=(constants.on_self("str", value=2, when=_winter_revealed),)),
)
