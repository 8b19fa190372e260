"""TKP, martell: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, constants, costs, effects
from engine.game.cardtext.vocab import triggers as on

VENGEANCE = "vengeance"  # the token word of The Boneway

# 02055 Attainted: attached character loses an [intrigue] icon (the restriction to an
# opponent's character: framework)
register(Script("02055", constants=(constants.on_attached("icon", "intrigue", value=-1),)))


# 02056 The Boneway: a vengeance token after each challenge you lose; kneel it and discard
# 6 of them to gain 3 power for your faction
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
