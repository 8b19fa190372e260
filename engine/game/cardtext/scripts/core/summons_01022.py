"""Summons (01022, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab.cards import card_search

register(
    # Summons: search the top 10 for a character, then shuffle
    Script(
        "01022",
        abilities=(
            Ability(
                "when_revealed",
                "search the top 10 cards for a character; shuffle",
                effects.found_to_hand_and_shuffle,
                targets=(card_search(("character",)),),
            ),
        ),
    ),
)
