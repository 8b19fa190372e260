"""Ser Cortnay Penrose (10025, SoD, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Ser Cortnay Penrose: after you win a [power] challenge he participates in, stand him
    Script(
        "10025",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge he participates in: stand him",
                effects.on_self("stand"),
                trigger=on.won_challenge("power", self_participating=True),
            ),
        ),
    ),
)
