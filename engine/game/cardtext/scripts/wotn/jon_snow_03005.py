"""Jon Snow (03005, WotN, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    costs,
    effects,
)


def _sacrifice_stark_character() -> Cost:
    return costs.choose_and(
        "sacrifice",
        card_test(type="character", faction="stark", controller="you"),
        "a Stark character you control",
    )


register(
    # Jon Snow: sacrifice a [stark] character to stand a unique [stark] character
    Script(
        "03005",
        abilities=(
            Ability(
                "action",
                "sacrifice a Stark character to stand a unique Stark character",
                effects.on_targets("stand"),
                costs=(_sacrifice_stark_character(),),
                targets=(
                    choose(
                        card_test(type="character", faction="stark", unique=True, kneeling=True),
                        "a kneeling unique Stark character",
                    ),
                ),
                limit=Limit(1, "round"),
            ),
        ),
    ),
)
