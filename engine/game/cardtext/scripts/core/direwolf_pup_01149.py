"""Direwolf Pup (01149, Core, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
)

register(
    # Direwolf Pup: +1 STR per other Direwolf card you control
    Script(
        "01149",
        constants=(
            constants.on_self(
                "str",
                value=constants.count_in_play(
                    card_test(traits=("Direwolf",), controller="you", other=True)
                ),
            ),
        ),
    ),
)
