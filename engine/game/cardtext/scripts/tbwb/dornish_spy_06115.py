"""Dornish Spy (06115, TBWB, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.tbwb._shared import _TYPES, _lose_chosen_icon
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Dornish Spy: ambush; after it enters play, a character loses an icon this phase
    Script(
        "06115",
        abilities=(
            Ability(
                "reaction",
                "after Dornish Spy enters play, a character loses a challenge icon",
                _lose_chosen_icon,
                trigger=on.entered_play(),
                targets=(choose(card_test(type="character"), "a character"),),
                choices=_TYPES,
            ),
        ),
    ),
)
