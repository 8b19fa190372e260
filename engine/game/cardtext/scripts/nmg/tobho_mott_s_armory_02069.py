"""Tobho Mott's Armory (02069, NMG, baratheon location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Tobho Mott's Armory: after you win dominance, "kneel ... to draw 1 card"
    Script(
        "02069",
        abilities=(
            Ability(
                "reaction",
                "after you win dominance, kneel it to draw 1 card",
                effects.draw(1),
                trigger=on.happened("dominance_won", yours=True),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
