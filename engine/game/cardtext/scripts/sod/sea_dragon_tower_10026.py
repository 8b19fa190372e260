"""Sea Dragon Tower (10026, SoD, baratheon location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, costs, effects

register(
    # 10026 Sea Dragon Tower: "Challenges Action": kneel it, a character "gains a [power]
    # icon" until the end of the phase
    Script(
        "10026",
        abilities=(
            Ability(
                "action",
                "kneel Sea Dragon Tower: a character gains a power icon until the end of the phase",
                effects.on_targets("icon", icon="power", until="phase"),
                phase="challenges",
                costs=(costs.kneel_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
)
