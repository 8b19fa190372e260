"""Street of Silk (02118, TS, neutral location)."""

from __future__ import annotations

from engine.game.cardtext.model import Target
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects, triggers
from engine.game.cardtext.vocab.cards import card_test, trait_search_top

_ANY_TYPE = ("character", "attachment", "location", "event")


_ALLY_OR_COMPANION_IN_TOP_5 = Target(
    trait_search_top(_ANY_TYPE, ("Ally", "Companion"), 5).test,
    0,
    1,
    "an Ally or Companion card in the top 5 cards of your deck",
)


register(
    # Street of Silk: after you win a challenge with a participating Lord or Lady, kneel your
    # faction card to search the top 5 cards for an Ally or Companion card; shuffle
    Script(
        "02118",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge with a participating Lord or Lady, kneel your "
                "faction card to search the top 5 cards for an Ally or Companion card",
                effects.found_to_hand_and_shuffle,
                trigger=triggers.won_challenge(
                    participant=card_test(
                        type="character", controller="you", traits=("Lord", "Lady")
                    )
                ),
                costs=(costs.kneel_faction(),),
                targets=(_ALLY_OR_COMPANION_IN_TOP_5,),
            ),
        ),
    ),
)
