"""Building Orders (01006, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab.cards import card_search

register(
    # Building Orders: search the top 10 for an attachment or a location, then shuffle
    Script(
        "01006",
        abilities=(
            Ability(
                "when_revealed",
                "search the top 10 cards for an attachment or location; shuffle",
                effects.found_to_hand_and_shuffle,
                targets=(card_search(("attachment", "location")),),
            ),
        ),
    ),
)
