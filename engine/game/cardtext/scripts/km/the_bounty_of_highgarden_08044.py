"""The Bounty of Highgarden (08044, Km, tyrell event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)

register(
    # The Bounty of Highgarden: gain 5 gold (Limited: framework)
    Script(
        "08044",
        abilities=(Ability("action", "gain 5 gold", effects.gain_gold(5)),),
    ),
)
