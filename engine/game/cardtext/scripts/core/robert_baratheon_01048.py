"""Robert Baratheon (01048, Core, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
)

register(
    # Robert Baratheon: "+1 STR for each other kneeling character in play"
    Script(
        "01048",
        constants=(
            constants.on_self(
                "str",
                value=constants.count_in_play(
                    card_test(type="character", kneeling=True, other=True)
                ),
            ),
        ),
    ),
)
