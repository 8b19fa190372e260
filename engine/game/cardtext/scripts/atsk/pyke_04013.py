"""Pyke (04013, AtSK, greyjoy location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, costs, effects

register(
    # Pyke: kneel it: a character "gains stealth" until the end of the phase
    Script(
        "04013",
        abilities=(
            Ability(
                "action",
                "kneel Pyke: a character gains stealth until the end of the phase",
                effects.on_targets("keyword", keyword="stealth", until="phase"),
                costs=(costs.kneel_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
)
