"""Northern Rookery (02086, CoW, thenightswatch location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
    triggers,
)

register(
    # Northern Rookery: "After you marshal" it, draw 1 card (+1 Reserve: framework)
    Script(
        "02086",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Northern Rookery, draw 1 card",
                effects.draw(1),
                trigger=triggers.entered_play(how="marshal"),
            ),
        ),
    ),
)
