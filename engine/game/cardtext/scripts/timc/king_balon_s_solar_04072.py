"""King Balon's Solar (04072, TIMC, greyjoy location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers

register(
    # King Balon's Solar: "After you win initiative", gain 1 gold (the ``initiative_won``
    # happening, as [F-1.3.I] ends)
    Script(
        "04072",
        abilities=(
            Ability(
                "reaction",
                "after you win initiative, gain 1 gold",
                effects.gain_gold(1),
                trigger=triggers.happened("initiative_won", yours=True),
            ),
        ),
    ),
)
