"""Margaery Tyrell (01181, Core, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
    effects,
)

register(
    # Margaery Tyrell: kneel to give a character +3 STR until the end of the phase
    Script(
        "01181",
        abilities=(
            Ability(
                "action",
                "kneel Margaery Tyrell to give a character +3 STR",
                effects.on_targets("strength", amount=3, until="phase"),
                phase="challenges",
                costs=(costs.kneel_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
)
