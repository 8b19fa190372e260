"""The Wolfswood (01155, Core, stark location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # The Wolfswood: Direwolf cards in your hand gain ambush at their printed cost
    Script("01155", constants=(constants.hand_cards_gain_ambush("Direwolf"),)),
)
