"""The Boneway (02056, TKP, martell location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects
from engine.game.cardtext.vocab import triggers as on

VENGEANCE = "vengeance"  # the token word of The Boneway


register(
    Script(
        "02056",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge, place 1 vengeance token on The Boneway",
                effects.on_self("token", token=VENGEANCE, amount=1),
                trigger=on.lost_challenge(),
            ),
            Ability(
                "action",
                "kneel The Boneway and discard 6 vengeance tokens to gain 3 power",
                effects.gain_power_faction(3),
                phase="dominance",
                costs=(costs.kneel_self(), costs.discard_token_self(VENGEANCE, 6)),
            ),
        ),
    )
)
