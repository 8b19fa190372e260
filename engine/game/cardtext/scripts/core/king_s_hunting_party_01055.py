"""King's Hunting Party (01055, Core, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
)

register(
    # King's Hunting Party: an [intrigue] icon while an opponent controls a King
    Script(
        "01055",
        constants=(
            constants.on_self(
                "icon",
                "intrigue",
                when=constants.controls(
                    card_test(type="character", controller="opponent", traits=("King",))
                ),
            ),
        ),
    ),
)
