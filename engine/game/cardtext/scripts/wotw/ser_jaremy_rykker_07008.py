"""Ser Jaremy Rykker (07008, WotW, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
)

register(
    # Ser Jaremy Rykker: each other Ranger you control gains a [power] icon
    Script(
        "07008",
        constants=(
            constants.on_each(
                "icon",
                card_test(type="character", controller="you", traits=("Ranger",), other=True),
                "power",
            ),
        ),
    ),
)
