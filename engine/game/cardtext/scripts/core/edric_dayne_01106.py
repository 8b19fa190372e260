"""Edric Dayne (01106, Core, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import CHALLENGE_TYPES, _gain_chosen_icon
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
)

register(
    # Edric Dayne: "Pay 1 gold to give Edric Dayne a challenge icon of your choice"
    Script(
        "01106",
        abilities=(
            Ability(
                "action",
                "pay 1 gold: a challenge icon of your choice until the end of the phase",
                _gain_chosen_icon,
                costs=(costs.pay_gold(1),),
                choices=CHALLENGE_TYPES,
            ),
        ),
    ),
)
