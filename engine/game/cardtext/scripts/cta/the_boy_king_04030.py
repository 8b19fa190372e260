"""The Boy King (04030, CtA, lannister attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    constants,
    costs,
    effects,
    triggers,
)

# "a character with printed cost 3 or lower is killed": where it is now, the dead pile
_CHEAP_KILLED = card_test(type="character", max_printed_cost=3, zone="dead")


register(
    # The Boy King: attached character gains the King trait; "After a character with printed
    # cost 3 or lower is killed", kneel it: attached character gains 1 power (Lord
    # character only: framework)
    Script(
        "04030",
        constants=(constants.on_attached("trait", "King"),),
        abilities=(
            Ability(
                "reaction",
                "after a character with printed cost 3 or lower is killed, kneel The Boy "
                "King: attached character gains 1 power",
                effects.on_attached("gain_power", amount=1),
                trigger=triggers.card_happened("killed", _CHEAP_KILLED),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
