"""Ghost (07021, WotW, thenightswatch attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)

register(
    # Ghost: when attached character would be killed, return Ghost to your hand to save it
    Script(
        "07021",
        abilities=(
            Ability(
                "interrupt",
                "return Ghost to your hand to save attached character",
                effects.on_attached("save"),
                costs=(costs.return_self_to_hand(),),
                would=("killed",),
            ),
        ),
    ),
)
