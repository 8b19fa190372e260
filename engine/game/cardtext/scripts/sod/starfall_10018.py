"""Starfall (10018, SoD, martell location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import (
    CHALLENGE_TYPES,
    _target_loses_chosen_icon,
)
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, costs

register(
    # Starfall: kneel it; a character loses a challenge icon of your choice this phase
    Script(
        "10018",
        abilities=(
            Ability(
                "action",
                "kneel it: a character loses a challenge icon of your choice",
                _target_loses_chosen_icon,
                phase="challenges",
                costs=(costs.kneel_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
                choices=CHALLENGE_TYPES,
            ),
        ),
    ),
)
