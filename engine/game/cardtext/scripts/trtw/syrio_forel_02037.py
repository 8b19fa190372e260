"""Syrio Forel (02037, TRtW, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    effects,
)

register(
    # Syrio Forel: stealth; a character gains a [military] icon and stealth this phase
    Script(
        "02037",
        abilities=(
            Ability(
                "action",
                "a character gains a military icon and stealth until the end of the phase",
                effects.both(
                    effects.on_targets("icon", icon="military", until="phase"),
                    effects.on_targets("keyword", keyword="stealth", until="phase"),
                ),
                phase="challenges",
                targets=(choose(card_test(type="character"), "a character"),),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
