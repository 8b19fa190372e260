"""Maester Caleotte (01107, Core, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import CHALLENGE_TYPES, _target_loses_chosen_icon
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Maester Caleotte: after you lose a challenge he is in, a character loses an icon
    Script(
        "01107",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge he participates in: a character loses an icon",
                _target_loses_chosen_icon,
                trigger=on.lost_challenge(self_participating=True),
                targets=(choose(card_test(type="character"), "a character"),),
                choices=CHALLENGE_TYPES,
            ),
        ),
    ),
)
