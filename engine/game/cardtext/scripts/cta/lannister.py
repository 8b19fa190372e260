"""CtA, lannister: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
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
    # Shae: challenges action, "Pay 1 gold to stand Shae" (limit twice per phase)
    Script(
        "04029",
        abilities=(
            Ability(
                "action",
                "pay 1 gold to stand Shae",
                effects.on_self("stand"),
                phase="challenges",
                costs=(costs.pay_gold(1),),
                limit=Limit(2, "phase"),
            ),
        ),
    ),
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
