"""Asshai Priestess (04047, FFH, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, effects, triggers

_STANDING_STR_2 = card_test(type="character", max_str=2, kneeling=False)


register(
    # Asshai Priestess: "After you marshal Asshai Priestess", choose and kneel a character
    # with STR 2 or lower
    Script(
        "04047",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Asshai Priestess, kneel a character with STR 2 or lower",
                effects.on_targets("kneel"),
                trigger=triggers.entered_play(how="marshal"),
                targets=(choose(_STANDING_STR_2, "a standing character with STR 2 or lower"),),
            ),
        ),
    ),
)
