"""Nightmares (02099, CoW, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)

register(
    # Nightmares: a character or location's printed text box is blank until the phase ends
    Script(
        "02099",
        abilities=(
            Ability(
                "action",
                "treat a character or location's printed text box as blank this phase",
                effects.lasting("blank", until="phase", target="targets"),
                targets=(
                    choose(card_test(type=("character", "location")), "a character or location"),
                ),
            ),
        ),
    ),
)
