"""Wardens of the Reach (01190, Core, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
)

register(
    # Wardens of the Reach: +1 STR per The Reach location you control
    Script(
        "01190",
        constants=(
            constants.on_self(
                "str",
                value=constants.count_in_play(
                    card_test(type="location", traits=("The Reach",), controller="you")
                ),
            ),
        ),
    ),
)
