"""Street of the Sisters (02018, TtB, neutral location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.ttb._shared import _WON_POWER_BY_5
from engine.game.cardtext.vocab import Ability, Script, costs, effects

register(
    # 02018 Street of the Sisters: kneel your faction card to gain 1 power for your faction
    Script(
        "02018",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge by 5 or more STR, kneel your faction card "
                "to gain 1 power for your faction",
                effects.gain_power_faction(1),
                trigger=_WON_POWER_BY_5,
                costs=(costs.kneel_faction(),),
            ),
        ),
    ),
)
