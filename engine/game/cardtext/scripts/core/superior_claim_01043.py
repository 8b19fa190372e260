"""Superior Claim (01043, Core, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _MAX_1_PER_CHALLENGE
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Superior Claim: won a [power] challenge by 5, gain 2 power for your faction
    Script(
        "01043",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge by 5 STR, gain 2 power for your faction",
                effects.gain_power_faction(2),
                trigger=on.won_challenge("power", margin=5),
                limit=_MAX_1_PER_CHALLENGE,
            ),
        ),
    ),
)
