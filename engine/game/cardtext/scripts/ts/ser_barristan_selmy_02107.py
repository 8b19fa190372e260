"""Ser Barristan Selmy (02107, TS, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, costs, effects

register(
    # Ser Barristan Selmy: when a Lord or Lady you control would be killed, "stand Ser
    # Barristan Selmy to save that character" (Renown: framework)
    Script(
        "02107",
        abilities=(
            Ability(
                "interrupt",
                "when a Lord or Lady you control would be killed, stand him to save it",
                effects.on_targets("save"),
                costs=(costs.stand_self(),),
                targets=(
                    choose(
                        card_test(type="character", controller="you", traits=("Lord", "Lady")),
                        "a Lord or Lady character you control",
                    ),
                ),
                would=("killed",),
            ),
        ),
    ),
)
