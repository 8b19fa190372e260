"""The Knight (12004, KotI, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    # The Knight: "While The Knight is attacking alone, he gains stealth and renown" (known
    # once the attackers are all declared: his stealth is chosen with them, [R-KW-STEALTH-1])
    Script(
        "12004",
        constants=(
            constants.on_self("keyword", "stealth", when=constants.attacking_alone),
            constants.on_self("keyword", "renown", when=constants.attacking_alone),
        ),
    ),
)
