"""Lions of the Rock (05046, LoCR, lannister plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.cardtext.vocab import triggers as on

register(
    # Lions of the Rock: after the challenges phase begins, gain 3 gold
    Script(
        "05046",
        abilities=(
            Ability(
                "reaction",
                "after the challenges phase begins, gain 3 gold",
                effects.gain_gold(3),
                trigger=on.happened("phase_began", phase="challenges"),
            ),
        ),
    ),
)
