"""Riverrun Minstrel (03009, WotN, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Riverrun Minstrel: after it enters play, a House Tully character gains 1 power
    Script(
        "03009",
        abilities=(
            Ability(
                "reaction",
                "after Riverrun Minstrel enters play, a House Tully character gains 1 power",
                effects.on_targets("gain_power", amount=1),
                trigger=on.entered_play(),
                targets=(
                    choose(
                        card_test(type="character", traits=("House Tully",)),
                        "a House Tully character",
                    ),
                ),
            ),
        ),
    ),
)
