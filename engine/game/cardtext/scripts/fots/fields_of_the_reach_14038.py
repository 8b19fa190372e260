"""Fields of the Reach (14038, FotS, tyrell location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, costs, effects, triggers

_REACH_LOCATION = card_test(
    type="location", controller="you", traits=("The Reach",), kneeling=False
)


register(
    # Fields of the Reach: after you win a [power] challenge, kneel 3 The Reach locations to
    # raise your claim by 1 until the end of the challenge
    Script(
        "14038",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge, kneel 3 The Reach locations: raise claim by 1",
                effects.raise_claim(1),
                trigger=triggers.won_challenge("power"),
                costs=(
                    costs.choose_and(
                        "kneel", _REACH_LOCATION, "3 standing The Reach locations", count=3
                    ),
                ),
            ),
        ),
    ),
)
