"""Littlefinger (01028, Core, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Littlefinger: "After you marshal Littlefinger, draw 2 cards" (+1 Income: the framework)
    Script(
        "01028",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Littlefinger, draw 2 cards",
                effects.draw(2),
                trigger=on.entered_play(how="marshal"),
            ),
        ),
    ),
)
