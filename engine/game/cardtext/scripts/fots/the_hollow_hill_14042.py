"""The Hollow Hill (14042, FotS, neutral location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.fots._shared import _LOYAL_CHARACTERS
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    conditions,
    costs,
    effects,
)
from engine.game.cardtext.vocab.cards import deck_search

register(
    # The Hollow Hill: dominance action, if you control no loyal characters, kneel it to
    # search the top 10 cards of your deck for "a non-loyal character"; shuffle
    Script(
        "14042",
        abilities=(
            Ability(
                "action",
                "kneel The Hollow Hill: search the top 10 cards for a non-loyal character",
                effects.found_to_hand_and_shuffle,
                phase="dominance",
                condition=conditions.controls_none(_LOYAL_CHARACTERS, "a loyal character"),
                costs=(costs.kneel_self(),),
                targets=(
                    deck_search(
                        card_test(type="character", loyal=False, zone="deck"),
                        "a non-loyal character",
                        depth=10,
                    ),
                ),
            ),
        ),
    ),
)
