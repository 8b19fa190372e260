"""Castle Black Mason (07009, WotW, thenightswatch character)."""

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
from engine.game.cardtext.vocab.cards import card_search

_STANDING_BUILDER = card_test(type="character", controller="you", traits=("Builder",),
                              kneeling=False)  # fmt: skip


register(
    # Castle Black Mason: kneel 2 Builders to search the top 10 cards for a location or
    # attachment (Limit twice per round)
    Script(
        "07009",
        abilities=(
            Ability(
                "action",
                "kneel 2 Builders: search the top 10 cards for a location or attachment",
                effects.found_to_hand_and_shuffle,
                costs=(
                    costs.choose_and("kneel", _STANDING_BUILDER, "2 standing Builders", count=2),
                ),
                targets=(card_search(("location", "attachment"), 10),),
                limit=Limit(2, "round"),
            ),
        ),
    ),
)
