"""The Knight of Flowers (09007, HoT, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # The Knight of Flowers: after you play an event, +2 STR until the end of the phase
    Script(
        "09007",
        abilities=(
            Ability(
                "reaction",
                "after you play an event, The Knight of Flowers gets +2 STR",
                effects.on_self("strength", amount=2, until="phase"),
                trigger=on.happened("played", yours=True),
            ),
        ),
    ),
)
