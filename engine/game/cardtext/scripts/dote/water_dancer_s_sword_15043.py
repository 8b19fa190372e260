"""Water Dancer's Sword (15043, DotE, neutral attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Water Dancer's Sword: printed STR 3 or lower only, ambush (1), +2 STR (the framework);
    # when the challenges phase ends, it returns to your hand
    Script(
        "15043",
        abilities=(
            Ability(
                "forced",
                "when the challenges phase ends, return Water Dancer's Sword to hand",
                effects.on_self("return_to_hand"),
                trigger=on.happened("phase_ended", phase="challenges"),
            ),
        ),
    ),
)
