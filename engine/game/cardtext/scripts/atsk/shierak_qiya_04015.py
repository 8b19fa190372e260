"""Shierak Qiya (04015, AtSK, targaryen event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
    effects,
    triggers,
)

register(
    # Shierak Qiya: after you win a [power] challenge "by 5 or more STR", kneel your faction
    # card to stand a participating character
    Script(
        "04015",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge by 5 or more STR, kneel your faction card: "
                "stand a participating character",
                effects.on_targets("stand"),
                trigger=triggers.won_challenge("power", margin=5),
                costs=(costs.kneel_faction(),),
                targets=(
                    choose(
                        card_test(type="character", participating=True),
                        "a participating character",
                    ),
                ),
            ),
        ),
    ),
)
