"""Rise of the Kraken (02012, TtB, greyjoy plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.cardtext.vocab import triggers as on

register(
    # 02012 Rise of the Kraken: the unopposed bonus is 2 power instead of 1 (the framework
    # gave 1 as the ``unopposed_power`` happening: the interrupt adds the other)
    Script(
        "02012",
        abilities=(
            Ability(
                "interrupt",
                "when you gain power for winning an unopposed challenge, gain 2 instead",
                effects.gain_power_faction(1),
                trigger=on.happened("unopposed_power", yours=True),
            ),
        ),
    ),
)
