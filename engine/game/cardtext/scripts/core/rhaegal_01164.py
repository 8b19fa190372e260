"""Rhaegal (01164, Core, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _STORMBORN_YOURS
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Rhaegal: after you win with a Stormborn character, stand a Stormborn character
    Script(
        "01164",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge with a Stormborn character, stand a Stormborn one",
                effects.on_targets("stand"),
                trigger=on.won_challenge(participant=_STORMBORN_YOURS),
                targets=(
                    choose(
                        card_test(type="character", traits=("Stormborn",)),
                        "a Stormborn character",
                    ),
                ),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
