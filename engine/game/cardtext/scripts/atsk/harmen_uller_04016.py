"""Harmen Uller (04016, AtSK, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    # Harmen Uller: each Sand Snake character in your hand gains ambush, "1 less than that
    # card's printed cost" (renown: framework)
    Script(
        "04016",
        constants=(constants.hand_cards_gain_ambush("Sand Snake", less=1, card_type="character"),),
    ),
)
