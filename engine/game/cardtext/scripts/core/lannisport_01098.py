"""Lannisport (01098, Core, lannister location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Lannisport: "After you win an [intrigue] challenge, draw 1 card."
    Script(
        "01098",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge, draw 1 card",
                effects.draw(1),
                trigger=on.won_challenge("intrigue"),
            ),
        ),
    ),
)
