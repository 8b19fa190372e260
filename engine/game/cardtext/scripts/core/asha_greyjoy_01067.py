"""Asha Greyjoy (01067, Core, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _UNOPPOSED_WITH_SELF
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)

register(
    # Asha Greyjoy: "After you win an unopposed challenge ... stand her."
    Script(
        "01067",
        abilities=(
            Ability(
                "reaction",
                "after you win an unopposed challenge in which she participates, stand her",
                effects.on_self("stand"),
                trigger=_UNOPPOSED_WITH_SELF,
            ),
        ),
    ),
)
