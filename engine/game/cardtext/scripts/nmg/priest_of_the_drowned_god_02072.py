"""Priest of the Drowned God (02072, NMG, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, card_test, constants

register(
    # Priest of the Drowned God: each Drowned God character you control (himself too) +1 STR
    Script(
        "02072",
        constants=(
            constants.on_each(
                "str", card_test(type="character", controller="you", traits=("Drowned God",))
            ),
        ),
    ),
)
