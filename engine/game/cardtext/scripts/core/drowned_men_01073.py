"""Drowned Men (01073, Core, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
)

register(
    # Drowned Men: "+1 STR for each Warship location you control" (no attachments: framework)
    Script(
        "01073",
        constants=(
            constants.on_self(
                "str",
                value=constants.count_in_play(
                    card_test(type="location", controller="you", traits=("Warship",))
                ),
            ),
        ),
    ),
)
