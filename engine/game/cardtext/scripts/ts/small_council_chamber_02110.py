"""Small Council Chamber (02110, TS, lannister location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, constants, effects, triggers

register(
    # Small Council Chamber: "Immune to events" (its controller's too: ``event:any``); after
    # you win an [intrigue] challenge it gains 1 power
    Script(
        "02110",
        constants=(constants.on_self("immune", "event:any"),),
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge, Small Council Chamber gains 1 power",
                effects.gain_power_self(1),
                trigger=triggers.won_challenge("intrigue"),
            ),
        ),
    ),
)
