"""AtSK, martell: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, constants, effects, triggers

register(
    # Harmen Uller: each Sand Snake character in your hand gains ambush, "1 less than that
    # card's printed cost" (renown: framework)
    Script(
        "04016",
        constants=(constants.hand_cards_gain_ambush("Sand Snake", less=1, card_type="character"),),
    ),
    # Tower of the Sun: "After an event is played" (by any player), gain 1 gold (limit once
    # per phase)
    Script(
        "04017",
        abilities=(
            Ability(
                "reaction",
                "after an event is played, gain 1 gold",
                effects.gain_gold(1),
                trigger=triggers.happened("played"),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
