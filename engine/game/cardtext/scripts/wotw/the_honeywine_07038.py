"""The Honeywine (07038, WotW, tyrell location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # The Honeywine: after you win by 5 or more STR as the attacker, it gains 1 power
    Script(
        "07038",
        abilities=(
            Ability(
                "reaction",
                "after you win by 5 or more STR as the attacking player: it gains 1 power",
                effects.gain_power_self(1),
                trigger=on.won_challenge(attacking=True, margin=5),
            ),
        ),
    ),
)
