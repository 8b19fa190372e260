"""The New Gift (07017, WotW, thenightswatch location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    costs,
    effects,
)

_STANDING_STEWARD = card_test(type="character", controller="you", traits=("Steward",),
                              kneeling=False)  # fmt: skip


register(
    # The New Gift: kneel a Steward to gain 1 gold (marshaling) or draw 1 card (challenges)
    Script(
        "07017",
        abilities=(
            Ability(
                "action",
                "kneel a Steward: gain 1 gold",
                effects.gain_gold(1),
                phase="marshaling",
                costs=(costs.choose_and("kneel", _STANDING_STEWARD, "a standing Steward"),),
                limit=Limit(2, "phase"),
            ),
            Ability(
                "action",
                "kneel a Steward: draw 1 card",
                effects.draw(1),
                phase="challenges",
                costs=(costs.choose_and("kneel", _STANDING_STEWARD, "a standing Steward"),),
                limit=Limit(2, "phase"),
            ),
        ),
    ),
)
