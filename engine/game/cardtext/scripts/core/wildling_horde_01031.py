"""Wildling Horde (01031, Core, neutral character)."""

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
    # Wildling Horde: kneel your faction card, a participating Wildling gets +2 STR
    Script(
        "01031",
        abilities=(
            Ability(
                "action",
                "kneel your faction card: a participating Wildling gets +2 STR",
                effects.on_targets("strength", amount=2, until="challenge"),
                phase="challenges",
                costs=(costs.kneel_faction(),),
                targets=(
                    choose(
                        card_test(
                            type="character",
                            controller="you",
                            traits=("Wildling",),
                            participating=True,
                        ),
                        "a participating Wildling character you control",
                    ),
                ),
            ),
        ),
    ),
)
