"""Street of Steel (02097, CoW, neutral location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
    triggers,
)
from engine.game.cardtext.vocab.cards import trait_search_top

register(
    # Street of Steel: after you win a [military] challenge, kneel your faction card to
    # search the top 10 cards for a Weapon or Item attachment; shuffle
    Script(
        "02097",
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge, kneel your faction card to search "
                "the top 10 cards for a Weapon or Item attachment",
                effects.found_to_hand_and_shuffle,
                trigger=triggers.won_challenge("military"),
                costs=(costs.kneel_faction(),),
                targets=(trait_search_top(("attachment",), ("Weapon", "Item")),),
            ),
        ),
    ),
)
