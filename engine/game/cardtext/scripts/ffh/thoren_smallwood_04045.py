"""Thoren Smallwood (04045, FFH, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers

register(
    # Thoren Smallwood: "After you win a challenge as the defending player", gain 1 power for
    # your faction ("No attachments except Weapon": framework)
    Script(
        "04045",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge as the defending player, gain 1 power",
                effects.gain_power_faction(1),
                trigger=triggers.won_challenge(attacking=False),
            ),
        ),
    ),
)
